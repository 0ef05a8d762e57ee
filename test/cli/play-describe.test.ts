// describe.ts over real games: every legal action, decision, event and board of seeded games of each bundled set has
// readable text in both languages (no undefined, NaN, raw JSON), the terminal's "why not" gives the engine's reasons
// in the language asked for, and the zone invariant holds throughout.
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { actorOf, checkZoneInvariant, randomAgent } from '../../runtime/index.js';
import {
  describeAction,
  describeBoard,
  describeChoice,
  describeDecision,
  describeEvent,
  describeRefusals,
  type DescribeContext,
} from '../../compiler/play/describe/index.js';
import { playBotGame, type GameSetup } from '../../compiler/play/game.js';
import { loadPlayableSet, resolveDecks } from '../../compiler/play/load-set.js';

const root = resolve(__dirname, '../..');
const BAD = /undefined|NaN|\[object|^\{|(?<!」)#-?\d/;
/** Two English words in a row, rule IDs (GA-CT-08) aside: what a Chinese line must not hold. */
const ENGLISH = /[A-Za-z]{2,}\s+[A-Za-z]{2,}/;
const RULE_ID = /\b[A-Z]+-[A-Z]+-\d+(?:[/.]+\d+)*/g;

const GAMES: { set: string; seen: string[] }[] = [
  {
    set: 'cards/slcg',
    seen: [
      'played',
      'entered',
      'attacked',
      'damaged',
      'destroyed',
      'pushed',
      'trauma',
      'action:play',
      'action:attack',
      'action:convert',
      'action:choose',
    ],
  },
  {
    set: 'cards/guangan',
    seen: [
      'played',
      'set',
      'entered',
      'attack',
      'damaged',
      'destroyed',
      'revived',
      'side',
      'aura',
      'shielded',
      'action:use',
      'action:set',
      'action:sortie',
      'action:endPhase',
      'action:choose',
    ],
  },
  {
    set: 'cards/kaling',
    seen: [
      'entered',
      'stepped',
      'attack',
      'battle',
      'resist',
      'destroyed',
      'damaged',
      'set',
      'material',
      'skill',
      'played',
      'activated',
      'action:summon',
      'action:move',
      'action:attack',
      'action:activate',
      'action:set',
      'action:place',
      'action:skillDraw',
      'action:choose',
      'action:endTurn',
    ],
  },
];

describe.each(GAMES)('describe (zh/en) over seeded games of $set', ({ set: dir, seen: expected }) => {
  it('gives every action, choice, event and board a readable line', () => {
    const set = loadPlayableSet(dir, root).set!;
    expect(set).toBeDefined();
    const decks = resolveDecks(set, undefined);
    if (!decks.ok) throw new Error(decks.message.en);
    const ctxs: DescribeContext[] = [{ lang: 'zh', texts: set.texts }, { lang: 'en' }];
    const seen = new Set<string>();
    const refusals: Record<string, Set<string>> = { zh: new Set(), en: new Set() };
    const check = (t: string | null, what: string): void => {
      if (t === null) return;
      expect(t, what).not.toMatch(BAD);
      expect(t.length, what).toBeGreaterThan(0);
    };
    for (let g = 0; g < 4; g++) {
      const setup: GameSetup = {
        set: set.name,
        ruleset: set.ruleset,
        params: set.params,
        decks: { names: decks.names, lists: decks.lists },
        seed: 1000 + g,
        firstPlayer: (g % 2) as 0 | 1,
        agents: ['random', 'random'],
        game: g,
      };
      const r = playBotGame(set.cards, setup, [randomAgent(g * 2 + 1), randomAgent(g * 2 + 2)], {
        maxSteps: 1500,
        onStep: (run, _action, events) => {
          const s = run.state;
          expect(checkZoneInvariant(s)).toBeNull();
          const legal = s.winner === null ? run.legal() : [];
          for (const c of ctxs) {
            for (const e of events) {
              seen.add(e.type);
              check(describeEvent(s, e, c), `${c.lang} event ${JSON.stringify(e)}`);
            }
            if (s.winner !== null) continue;
            for (const a of legal) {
              seen.add(`action:${a.type}`);
              check(describeAction(s, a, c), `${c.lang} action ${JSON.stringify(a)}`);
              if (a.type === 'choose')
                check(describeChoice(s, a.index as number, c), `${c.lang} choice ${JSON.stringify(s.pending)}`);
            }
            if (s.pending) check(describeDecision(s, c), `${c.lang} decision ${s.pending.kind}`);
            else if (s.winner === null && run.decisions.length % 4 === 0) {
              const why = describeRefusals(s, actorOf(s), c).split('\n');
              for (const l of why.slice(1)) {
                check(l, `${c.lang} why`);
                // "  「name」#2：reason" — the card (with its copy number), then the engine's text.
                const reason = /^ {2}「[^」]*」(?:#\d+)?(?:：|: )(.+)$/.exec(l)?.[1] ?? l;
                expect(reason, l).not.toBe(l);
                if (c.lang === 'zh') expect(reason.replace(RULE_ID, ''), l).not.toMatch(ENGLISH);
                else expect(reason, l).toMatch(/[a-z]{2,} [a-z]{2,}/);
                refusals[c.lang].add(reason);
              }
            }
            if (run.decisions.length % 25 === 0)
              for (const p of [0, 1]) for (const l of describeBoard(s, p, c).split('\n')) check(l, `${c.lang} board`);
          }
        },
      });
      expect(r.status, r.error).not.toBe('crashed');
    }
    for (const t of expected) expect(seen.has(t), t).toBe(true);
    // Several different reasons came up, as many in each language.
    expect(refusals.zh.size).toBeGreaterThanOrEqual(3);
    expect(refusals.en.size).toBe(refusals.zh.size);
  }, 120_000);
});
