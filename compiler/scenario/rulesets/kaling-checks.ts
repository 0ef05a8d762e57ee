// 卡灵时代 board checks: what a scenario's set-up may not say because no 卡灵时代 game reaches it. One function per
// check with its code and rule ID; board-checks.ts runs them and adds the checks every game shares. Problems on
// the battlefield point at their area inside the board notation.
import { isKalingCard, isKalingDevice, isPlacedDevice, kalingStat, type KalingState } from '../../../runtime/index.js';
import type { Span } from '../../../grammar/index.js';
import { spanInValue, valueLineStarts } from '../scalar-text.js';
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
import { parseRef } from '../names.js';
import {
  areaAt,
  parseBoard,
  type AreaSpec,
  type KalingSetupSpec,
  type KalingSideSpec,
  type Occupant,
} from './kaling-spec.js';

const SIDES = ['A', 'B'] as const;
const KL_MOVE_SKILL_USES = 2; // KL-SK-03 极二: twice per game

const sideOf = (f: BoardFacts, who: 'A' | 'B'): KalingSideSpec =>
  ((f.setup as KalingSetupSpec)[who] ?? {}) as KalingSideSpec;
const num = (f: BoardFacts, name: string): number => f.params[name] as number;

/** An area of the set-up's board with its name (c3) and where its token is written. */
interface Area {
  a: AreaSpec;
  name: string;
  row: number;
  col: number;
  span?: Span;
}

/**
 * The areas of the set-up's board, each with the span of its token in the file (a literal block keeps the notation's
 * lines verbatim behind their indentation, scalar-text.ts); an area whose place is not known (a folded scalar) has no
 * span and is reported at the whole board.
 */
function areas(f: BoardFacts): Area[] {
  const board = (f.setup as KalingSetupSpec).board;
  if (typeof board !== 'string') return [];
  const b = parseBoard(board);
  if ('error' in b) return [];
  const path = ['setup', 'board'];
  const starts = valueLineStarts(f.doc, f.text, path);
  const out: Area[] = [];
  b.areas.forEach((row, r) =>
    row.forEach((a, c) => {
      const known = a.at && (starts[a.at.line] ?? -1) >= 0;
      out.push({
        a,
        name: areaAt(r, c),
        row: r,
        col: c,
        ...(known ? { span: spanInValue(f.doc, f.text, path, a.at, starts) } : {}),
      });
    }),
  );
  return out;
}

/** Every card of a side: its lists, and its cards on the battlefield. */
const SIDE_CARDS: SideCards = {
  deckCards(f, who) {
    const out: WrittenCard[] = listed(sideOf(f, who) as Record<string, unknown>, who, [
      'hand',
      'deck',
      'discard',
      'banished',
    ]);
    const p = who === 'A' ? 0 : 1;
    for (const ar of areas(f)) {
      for (const o of occupantsOf(ar.a))
        if (o.owner === p)
          out.push({
            text: o.card,
            path: ['setup', 'board'],
            place: `board ${ar.name}`,
            ...(ar.span ? { span: ar.span } : {}),
          });
    }
    return out;
  },
};

function occupantsOf(a: AreaSpec): Occupant[] {
  return a.card === undefined
    ? []
    : [{ owner: a.owner!, card: a.card, ...(a.faceDown ? { faceDown: true } : {}) }, ...(a.others ?? [])];
}

const at = (ar: Area): Span | readonly (string | number)[] => ar.span ?? ['setup', 'board'];

/** KL-RES-03: energy is capped at `maxEnergy` (6). */
const energyCap = sideCap('energy', 'maxEnergy', 'KL-RES-03', 'energy within its cap');

/** KL-WIN-01: a player whose life points are 0 has lost. */
const lifeAboveZero: BoardCheck = {
  name: 'life points above 0',
  code: 'CS5134',
  rule: 'KL-WIN-01',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      if (sideOf(f, who).life === 0)
        report(
          ['setup', who, 'life'],
          [`${who}.life`, 0, '生命点数为 0 的玩家已经失败', 'a player with 0 life points has lost'],
        );
    }
  },
};

/** KL-ZN-01: an area holds one card. */
const oneCardPerArea: BoardCheck = {
  name: 'one card per area',
  code: 'CS5139',
  rule: 'KL-ZN-01',
  stage: 'spec',
  check(f, report) {
    for (const ar of areas(f)) {
      const all = occupantsOf(ar.a);
      if (all.length > 1)
        report(at(ar), [
          `board ${ar.name}`,
          all.length,
          all.map((o) => o.card).join('、'),
          '一个区域只能有一张卡',
          'an area holds one card',
          all.map((o) => o.card).join(', '),
        ]);
    }
  },
};

/** KL-CT-07: 卡灵 cards are never set, and a 【放置】 device is placed face up. */
const onlyTacticsAndDevicesAreSet: BoardCheck = {
  name: 'face-down cards are tactics or devices without 【放置】',
  code: 'CS5135',
  rule: 'KL-CT-07',
  stage: 'spec',
  check(f, report) {
    for (const ar of areas(f)) {
      for (const o of occupantsOf(ar.a)) {
        const d = f.card(o.card);
        if (!o.faceDown || !d) continue;
        if (isKalingCard(d))
          report(at(ar), [o.card, d.type, `board ${ar.name}`, '卡灵卡不能盖伏', 'a 卡灵 card cannot be set']);
        else if (isPlacedDevice(d))
          report(at(ar), [
            o.card,
            d.type,
            `board ${ar.name}`,
            '【放置】设备正面放置，不能盖伏',
            'a 【放置】 device is placed face up, never set',
          ]);
      }
    }
  },
};

/** KL-CT-07: at most `maxSetCards` (3) face-down cards per player, placed devices included. */
const setCardsCap: BoardCheck = {
  name: 'face-down cards and placed devices within the limit',
  code: 'CS5133',
  rule: 'KL-CT-07',
  stage: 'spec',
  check(f, report) {
    const max = num(f, 'maxSetCards');
    const set: Area[][] = [[], []];
    for (const ar of areas(f)) {
      for (const o of occupantsOf(ar.a)) {
        const d = f.card(o.card);
        if (o.faceDown || (d && isPlacedDevice(d))) set[o.owner].push(ar);
      }
    }
    set.forEach((list, p) => {
      if (list.length > max) report(at(list[max]), [`${p ? 'B' : 'A'}.set`, list.length, max]);
    });
  },
};

/** KL-SUM-02: at most `paidSummonsPerTurn` (2) paid summons in a turn. */
const paidSummonsCap = sideCap('summons', 'paidSummonsPerTurn', 'KL-SUM-02', 'paid summons within the limit');

/** KL-SK-03: 调兵奇袭 is used at most twice in a game (极二). */
const moveSkillCap = sideCap('moveSkillUses', KL_MOVE_SKILL_USES, 'KL-SK-03', '调兵奇袭 at most twice');

/** What only a 卡灵 has (KL-CT-02: level, AP, DP, SP; it attacks, moves and is summoned), each in words. */
const KALING_ONLY: readonly { key: 'ap' | 'dp' | 'sp' | 'attacked' | 'moved' | 'new'; zh: string; en: string }[] = [
  { key: 'ap', zh: '只有卡灵有 AP', en: 'only 卡灵 have AP' },
  { key: 'dp', zh: '只有卡灵有 DP', en: 'only 卡灵 have DP' },
  { key: 'sp', zh: '只有卡灵有 SP', en: 'only 卡灵 have SP' },
  { key: 'attacked', zh: '只有卡灵会攻击', en: 'only 卡灵 attack' },
  { key: 'moved', zh: '只有卡灵会移动', en: 'only 卡灵 move' },
  { key: 'new', zh: '只有卡灵会降临', en: 'only 卡灵 are summoned' },
];

/**
 * KL-CT-02: AP, DP and SP changes, an attack made, a move made and a summon this turn are a 卡灵's; written on a
 * tactic or a device (face down or placed) they would be a state no play reaches, read back as if it had them.
 */
const statsOfKalingOnly: BoardCheck = {
  name: 'AP, DP, SP, attacked, moved and new only on 卡灵',
  code: 'CS5136',
  rule: 'KL-CT-02',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const [text, st] of Object.entries(sideOf(f, who).cards ?? {})) {
        const d = f.card(text);
        if (!d || isKalingCard(d)) continue;
        for (const k of KALING_ONLY)
          if (st[k.key] !== undefined)
            report(['setup', who, 'cards', text, k.key], [parseRef(text).name, k.key, String(st[k.key]), k.zh, k.en]);
      }
    }
  },
};

/** KL-CT-05: GP is a placed device's; a device at GP 0 is cleared at once. */
const gpOfDevices: BoardCheck = {
  name: 'GP only on devices, above 0',
  code: 'CS5136',
  rule: 'KL-CT-05',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const [text, st] of Object.entries(sideOf(f, who).cards ?? {})) {
        const d = f.card(text);
        if (st.gp === undefined || !d) continue;
        const path = ['setup', who, 'cards', text, 'gp'];
        if (!isKalingDevice(d))
          report(path, [parseRef(text).name, 'gp', st.gp, '只有设备有 GP', 'only devices have GP']);
        else if (st.gp === 0)
          report(path, [
            parseRef(text).name,
            'gp',
            0,
            'GP 为 0 的设备会立即被清除',
            'a device at GP 0 is cleared at once',
          ]);
      }
    }
  },
};

/** KL-CT-05: GP left is at most the device's GP in force. */
const gpWithinMax: BoardCheck = {
  name: 'GP left at most the GP',
  code: 'CS5136',
  rule: 'KL-CT-05',
  stage: 'state',
  check(f, report) {
    const s = f.placed!.state as KalingState;
    for (const who of SIDES) {
      for (const [text, st] of Object.entries(sideOf(f, who).cards ?? {})) {
        const id = f.placed!.ids.get(pathKey(['setup', who, 'cards', text]));
        if (st.gp === undefined || id === undefined) continue;
        // The placed board counts GP left as damage taken off the GP in force.
        const max = kalingStat(s, id, 'gp') + s.cards[id].damage;
        if (st.gp > max)
          report(
            ['setup', who, 'cards', text, 'gp'],
            [parseRef(text).name, 'gp', st.gp, `多于它的 GP ${max}`, `more than its GP ${max}`],
          );
      }
    }
  },
};

export const KALING_BOARD_CHECKS: readonly BoardCheck[] = [
  ...sharedBoardChecks({ turn: 'KL-TRN-01', zones: 'KL-ZN-01', copies: 'KL-DK-01', deckSize: 'KL-DK-01' }, SIDE_CARDS),
  energyCap,
  lifeAboveZero,
  oneCardPerArea,
  onlyTacticsAndDevicesAreSet,
  setCardsCap,
  paidSummonsCap,
  moveSkillCap,
  statsOfKalingOnly,
  gpOfDevices,
  gpWithinMax,
];
