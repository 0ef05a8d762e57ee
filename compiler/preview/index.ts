// The card pictures as the compiler's (and the language server's) library face: pure functions from
// preview/, no Node built-ins. The `cardc preview` command and its PNG/PDF backends are command.ts & co.
export {
  cardSvg,
  drawCard,
  previewCard,
  toSvg,
  type CardPicture,
  type PreviewCard,
  type PreviewWarning,
} from '../../preview/index.js';
