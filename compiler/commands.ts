// Registers the commands that live outside cli.ts (build, play, test, replay, preview) with the CLI.
// Each command module adds itself to COMMANDS when imported.
import './build/command.js';
import './play/commands.js';
import './scenario/command.js';
import './preview/command.js';
