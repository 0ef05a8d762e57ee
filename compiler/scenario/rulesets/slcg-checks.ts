// SLCG board checks: what a scenario's set-up may not say because no SLCG game reaches it. One function per
// check with its code and rule ID; board-checks.ts runs them (spec checks before the board is built, state
// checks on the placed board) and adds the checks every game shares.
import { cardType, markOf, profiles } from '../../../runtime/profiles/index.js';
import { valueOf, type CardDef, type SlcgState } from '../../../runtime/index.js';
import type { PathSegment } from '../../manifest/yaml-nodes.js';
import {
  listed,
  pathKey,
  sharedBoardChecks,
  sideCap,
  type BoardCheck,
  type BoardFacts,
  type SideCards,
  type WrittenCard,
} from '../board-checks.js';
import { playerIndex } from '../names.js';
import type { MainCardSpec, SlcgSetupSpec, SlcgSideSpec } from './slcg-spec.js';

const SIDES = ['A', 'B'] as const;

const typeOf = (d: CardDef | undefined): string | undefined => (d ? cardType(profiles.slcg, d.type)?.id : undefined);
const sideOf = (f: BoardFacts, who: 'A' | 'B'): SlcgSideSpec => ((f.setup as SlcgSetupSpec)[who] ?? {}) as SlcgSideSpec;
const num = (f: BoardFacts, name: string): number => f.params[name] as number;

/** Every card of a side comes from its deck: hand, main area, deck and discard. */
const SIDE_CARDS: SideCards = {
  deckCards: (f, who) => listed(sideOf(f, who) as Record<string, unknown>, who, ['hand', 'main', 'deck', 'discard']),
};

/** The main-area entries of a side, with their state as written. */
function mainEntries(f: BoardFacts, who: 'A' | 'B'): { m: MainCardSpec; path: PathSegment[]; c: WrittenCard }[] {
  return (sideOf(f, who).main ?? []).map((raw, j) => {
    const m: MainCardSpec = typeof raw === 'string' ? { card: raw } : raw;
    const path: PathSegment[] = ['setup', who, 'main', j];
    return {
      m,
      path,
      c: { text: m.card, path: typeof raw === 'string' ? path : [...path, 'card'], place: `${who}.main` },
    };
  });
}

/** SLCG-CT-15: one 场景 in a main area (a second one replaces the first, or cannot be played). */
const oneScenePerMainArea: BoardCheck = {
  name: 'one 场景 per main area',
  code: 'CS5133',
  rule: 'SLCG-CT-15',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      const scenes = mainEntries(f, who).filter((e) => typeOf(f.card(e.m.card)) === 'scene');
      if (scenes.length > 1) report(scenes[1].c.path, [`${who}.main 场景`, scenes.length, 1]);
    }
  },
};

/** SLCG-WIN-01: a marker at the victory target has already won. */
const victoryBelowTarget: BoardCheck = {
  name: 'victory progress below the victory target',
  code: 'CS5134',
  rule: 'SLCG-WIN-01',
  stage: 'spec',
  check(f, report) {
    const target = num(f, 'victoryTarget');
    for (const who of SIDES) {
      const v = sideOf(f, who).victory;
      if (v !== undefined && v >= target)
        report(
          ['setup', who, 'victory'],
          [`${who}.victory`, v, `胜利进度达到 ${target} 即获胜`, `a marker at ${target} has won`],
        );
    }
  },
};

/** SLCG-RES-04: at most `maxExtremeEnergy` (1) 极动能 at a time. */
const extremeEnergyCap = sideCap('extremeEnergy', 'maxExtremeEnergy', 'SLCG-RES-04', '极动能 within its cap');

/** SLCG-ZN-01 / SU-03: the trauma counter runs from 0 to `lifeCards` (5 life cards). */
const traumaCap = sideCap('trauma', 'lifeCards', 'SLCG-ZN-01', '创伤 within the life cards');

/** SLCG-TRM-03: the `lifeCards`-th 创伤 puts the player into 濒死, which ends with the counter back at 0. */
const fullTraumaIsDying: BoardCheck = {
  name: 'all life cards flipped means 濒死',
  code: 'CS5137',
  rule: 'SLCG-TRM-03',
  stage: 'spec',
  check(f, report) {
    const max = num(f, 'lifeCards');
    for (const who of SIDES) {
      const sd = sideOf(f, who);
      if (sd.trauma !== undefined && sd.trauma >= max && !sd.dying) {
        report(
          ['setup', who, 'trauma'],
          [
            `${who}.trauma`,
            sd.trauma,
            `第 ${max} 点创伤使玩家进入濒死（写 dying）`,
            `the ${max}th 创伤 puts the player into 濒死 (write dying)`,
          ],
        );
      }
    }
  },
};

/** Whose turn the set-up's turn is (as the board builder reads it). */
function activeOf(f: BoardFacts): number {
  const setup = f.setup as SlcgSetupSpec;
  const first = setup.first ? playerIndex(setup.first) : 0;
  return setup.active ? playerIndex(setup.active) : f.turn % 2 === 1 ? first : 1 - first;
}

/**
 * SLCG-TRM-03: 濒死 begun in turn N lasts through the opponent's following turn and ends just before the dying
 * player's next 重整阶段 (N + 2 or N + 3). It cannot have begun after the board's turn, nor have ended before it.
 */
const dyingTimeline: BoardCheck = {
  name: '濒死 begun and not yet over',
  code: 'CS5137',
  rule: 'SLCG-TRM-03',
  stage: 'spec',
  check(f, report) {
    const active = activeOf(f);
    SIDES.forEach((who, p) => {
      const since = sideOf(f, who).dying;
      if (typeof since !== 'number') return;
      const at: PathSegment[] = ['setup', who, 'dying'];
      if (since > f.turn) {
        report(at, [
          `${who}.dying`,
          since,
          `濒死不能开始于第 ${f.turn} 回合之后`,
          `濒死 cannot have begun after turn ${f.turn}`,
        ]);
        return;
      }
      const activeThen = (f.turn - since) % 2 === 0 ? active : 1 - active;
      const ends = activeThen === p ? since + 2 : since + 3;
      // It ends at the start of turn `ends`: still on at that turn's start, over in its 主要阶段.
      const over = (f.setup as SlcgSetupSpec).phase === 'start' ? ends < f.turn : ends <= f.turn;
      if (over)
        report(at, [
          `${who}.dying`,
          since,
          `第 ${since} 回合开始的濒死在第 ${ends} 回合的重整阶段前就已结束`,
          `濒死 begun in turn ${since} ends before the 重整阶段 of turn ${ends}`,
        ]);
    });
  },
};

/**
 * SLCG-CT-10: a character whose damage this turn reaches its 常值 (in force) is destroyed at once; so is one whose 常值
 * in force is 0 or less, damaged or not (a standing line of the board lowering it: docs/rules-decisions.md).
 */
const damageBelowValue: BoardCheck = {
  name: 'damage below the 常值',
  code: 'CS5136',
  rule: 'SLCG-CT-10',
  stage: 'state',
  check(f, report) {
    const s = f.placed!.state as SlcgState;
    for (const who of SIDES) {
      for (const { m, path, c } of mainEntries(f, who)) {
        const id = f.placed!.ids.get(pathKey(path));
        if (id === undefined || typeOf(s.defs[s.cards[id].def]) !== 'character') continue;
        const v = valueOf(s, id);
        if (!m.damage) {
          if (v <= 0)
            report(c.path, [
              m.card,
              '常值',
              v,
              '常值降到 0 或以下的角色已被消灭',
              'a character whose 常值 is 0 or less has been destroyed',
            ]);
          continue;
        }
        if (m.damage >= v)
          report(
            [...path, 'damage'],
            [
              m.card,
              'damage',
              m.damage,
              `本回合伤害达到常值 ${v} 时角色就已被消灭`,
              `a character is destroyed once its damage this turn reaches its 常值 ${v}`,
            ],
          );
      }
    }
  },
};

/** SLCG-TX-05 / CT-16: only characters take damage (a scene has no 常值, a 发生 card none either). */
const onlyCharactersTakeDamage: BoardCheck = {
  name: 'only characters take damage',
  code: 'CS5136',
  rule: 'SLCG-TX-05',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const { m, path } of mainEntries(f, who)) {
        const t = typeOf(f.card(m.card));
        if (m.damage && t && t !== 'character')
          report(
            [...path, 'damage'],
            [m.card, 'damage', m.damage, '只有角色会受到伤害', 'only characters take damage'],
          );
      }
    }
  },
};

/**
 * SLCG-CT-13: tapping, and the 冷却期 of a card that entered this turn, are a character's (a 场景 or a 发生 card in
 * the main area never taps); written on another card they would be read back as if it could.
 */
const onlyCharactersTap: BoardCheck = {
  name: 'only characters are tapped or new',
  code: 'CS5136',
  rule: 'SLCG-CT-13',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const { m, path } of mainEntries(f, who)) {
        const t = typeOf(f.card(m.card));
        if (!t || t === 'character') continue;
        if (m.tapped) report([...path, 'tapped'], [m.card, 'tapped', 'true', '只有角色会横置', 'only characters tap']);
        if (m.new)
          report([...path, 'new'], [m.card, 'new', 'true', '只有角色有冷却期', 'only characters have a 冷却期']);
      }
    }
  },
};

/** SLCG-KW-12: 特性 are characters' (a 场景 or 发生 card prints none and is granted none). */
const onlyCharactersHoldKeywords: BoardCheck = {
  name: 'only characters are granted 特性',
  code: 'CS5136',
  rule: 'SLCG-KW-12',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const { m, path } of mainEntries(f, who)) {
        const t = typeOf(f.card(m.card));
        if (t && t !== 'character' && m.keywords?.length)
          report(
            [...path, 'keywords'],
            [
              m.card,
              'keywords',
              `[${m.keywords.join(', ')}]`,
              '只有角色会获得特性',
              'only characters are granted 特性',
            ],
          );
      }
    }
  },
};

/** SLCG-TRN-08: at the end of every turn the 发生 cards of both main areas go to the discard. */
const noEventsAtTurnStart: BoardCheck = {
  name: 'no 发生 card in a main area at a turn start',
  code: 'CS5135',
  rule: 'SLCG-TRN-08',
  stage: 'spec',
  check(f, report) {
    if ((f.setup as SlcgSetupSpec).phase !== 'start') return;
    for (const who of SIDES) {
      for (const { m, c } of mainEntries(f, who)) {
        if (typeOf(f.card(m.card)) !== 'event') continue;
        report(c.path, [
          m.card,
          '发生',
          `${who}.main`,
          '回合开始时主要区域里没有发生牌：它们在上一回合结束时进入了废牌区',
          'a turn starts with no 发生 card in a main area: they went to the discard at the end of the last turn',
        ]);
      }
    }
  },
};

/** SLCG-RES-02 / TRN-08: energy and 极动能 become 0 at the end of every turn, for both players. */
const noEnergyAtTurnStart: BoardCheck = {
  name: 'no energy left at a turn start',
  code: 'CS5137',
  rule: 'SLCG-RES-02',
  stage: 'spec',
  check(f, report) {
    if ((f.setup as SlcgSetupSpec).phase !== 'start') return;
    for (const who of SIDES) {
      const sd = sideOf(f, who);
      for (const k of ['energy', 'extremeEnergy'] as const) {
        const n = sd[k];
        if (n)
          report(
            ['setup', who, k],
            [
              `${who}.${k}`,
              n,
              '能量和极动能在每回合结束时清零，回合开始时为 0',
              'energy and 极动能 are lost at the end of every turn, so a turn starts with none',
            ],
          );
      }
    }
  },
};

/** SLCG-CT-10 (decision): the damage characters took is cleared at the end of every turn. */
const noDamageAtTurnStart: BoardCheck = {
  name: 'no damage left at a turn start',
  code: 'CS5136',
  rule: 'SLCG-CT-10',
  stage: 'spec',
  check(f, report) {
    if ((f.setup as SlcgSetupSpec).phase !== 'start') return;
    for (const who of SIDES) {
      for (const { m, path } of mainEntries(f, who)) {
        if (m.damage)
          report(
            [...path, 'damage'],
            [
              m.card,
              'damage',
              m.damage,
              '伤害在每回合结束时清除，回合开始时为 0',
              'damage is cleared at the end of every turn, so a turn starts with none',
            ],
          );
      }
    }
  },
};

/** SLCG-DK-03: at most `maxIncrementalCards` (4) 增量产能 cards in a deck. */
const batteriesWithinDeckRules: BoardCheck = {
  name: '增量产能 cards within the deck rules',
  code: 'CS5131',
  rule: 'SLCG-DK-03',
  stage: 'spec',
  check(f, report) {
    const max = num(f, 'maxIncrementalCards');
    for (const who of SIDES) {
      const batteries = SIDE_CARDS.deckCards(f, who).filter((c) =>
        f.card(c.text)?.marks.some((m) => markOf(profiles.slcg, m)?.id === 'battery'),
      );
      if (batteries.length > max) report(batteries[max].path, [who, batteries.length, '【增量产能】', max]);
    }
  },
};

export const SLCG_BOARD_CHECKS: readonly BoardCheck[] = [
  ...sharedBoardChecks(
    { turn: 'SLCG-TRN-01', zones: 'SLCG-ZN-06', copies: 'SLCG-DK-02', deckSize: 'SLCG-DK-01' },
    SIDE_CARDS,
  ),
  batteriesWithinDeckRules,
  oneScenePerMainArea,
  victoryBelowTarget,
  extremeEnergyCap,
  traumaCap,
  fullTraumaIsDying,
  dyingTimeline,
  onlyCharactersTakeDamage,
  onlyCharactersTap,
  onlyCharactersHoldKeywords,
  damageBelowValue,
  noEventsAtTurnStart,
  noEnergyAtTurnStart,
  noDamageAtTurnStart,
];
