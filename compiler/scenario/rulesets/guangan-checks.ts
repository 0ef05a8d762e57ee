// 光暗 board checks: what a scenario's set-up may not say because no 光暗 game reaches it. One function per check
// with its code and rule ID; board-checks.ts runs them and adds the checks every game shares.
import { guanganMaxHp, type CardDef, type GuanganState } from '../../../runtime/index.js';
import { cardType, profiles } from '../../../runtime/profiles/index.js';
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
import { parseRef } from '../names.js';
import type { GaCharacterSpec, GuanganSetupSpec, GuanganSideSpec } from './guangan-spec.js';

const SIDES = ['A', 'B'] as const;
/** The zones deck cards are in (characters and summons are not deck cards, GA-DK-02). */
const DECK_ZONES = ['hand', 'deck', 'discard', 'banished', 'cardZone'] as const;

const typeOf = (d: CardDef | undefined): string | undefined => (d ? cardType(profiles.guangan, d.type)?.id : undefined);
const sideOf = (f: BoardFacts, who: 'A' | 'B'): GuanganSideSpec =>
  ((f.setup as GuanganSetupSpec)[who] ?? {}) as GuanganSideSpec;
const num = (f: BoardFacts, name: string): number => f.params[name] as number;

const SIDE_CARDS: SideCards = {
  deckCards: (f, who) => listed(sideOf(f, who) as Record<string, unknown>, who, DECK_ZONES),
};

/** A side's characters as written: `characters` (existing), then `reserve` (not yet). */
function characterEntries(
  f: BoardFacts,
  who: 'A' | 'B',
): { cs: GaCharacterSpec; path: PathSegment[]; c: WrittenCard }[] {
  const sd = sideOf(f, who);
  const out: { cs: GaCharacterSpec; path: PathSegment[]; c: WrittenCard }[] = [];
  (sd.characters ?? []).forEach((raw, j) => {
    const cs: GaCharacterSpec = typeof raw === 'string' ? { card: raw } : raw;
    const path: PathSegment[] = ['setup', who, 'characters', j];
    out.push({
      cs,
      path,
      c: { text: cs.card, path: typeof raw === 'string' ? path : [...path, 'card'], place: `${who}.characters` },
    });
  });
  (sd.reserve ?? []).forEach((name, j) =>
    out.push({
      cs: { card: name },
      path: ['setup', who, 'reserve', j],
      c: { text: name, path: ['setup', who, 'reserve', j], place: `${who}.reserve` },
    }),
  );
  return out;
}

/** The player's starting HP, which no effect raises them above (GA-SU-01/02; recovery stops at it). */
function startingHp(f: BoardFacts): number {
  const hp = num(f, 'startingHp');
  return f.params.hp40WhenBothDecksAtLeast40 ? Math.max(hp, 40) : hp;
}

/** GA-SU-01: a player's HP never exceeds the HP they started with. */
const hpAtMostStarting: BoardCheck = {
  name: 'player HP at most the starting HP',
  code: 'CS5133',
  rule: 'GA-SU-01',
  stage: 'spec',
  check(f, report) {
    const max = startingHp(f);
    for (const who of SIDES) {
      const hp = sideOf(f, who).hp;
      if (hp !== undefined && hp > max) report(['setup', who, 'hp'], [`${who}.hp`, hp, max]);
    }
  },
};

/** GA-WIN-01: a player at 0 HP has lost. */
const hpAboveZero: BoardCheck = {
  name: 'player HP above 0',
  code: 'CS5134',
  rule: 'GA-WIN-01',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      if (sideOf(f, who).hp === 0)
        report(['setup', who, 'hp'], [`${who}.hp`, 0, '血量归零的牌手已经失败', 'a player at 0 HP has lost']);
    }
  },
};

/** GA-RES-02 / GA-RES-07: stamina and 【光暗值】 within their caps (6 and 6). */
const staminaCap = sideCap('stamina', 'maxStamina', 'GA-RES-02', 'stamina within its cap');
const lightDarkCap = sideCap('lightDark', 'maxLightDark', 'GA-RES-07', 'lightDark within its cap');

/** A list of a side longer than its slots: reported at the first entry with no slot. */
function slots(key: 'cardZone' | 'summons', param: string, rule: string): BoardCheck {
  return {
    name: `${key} within its slots`,
    code: 'CS5133',
    rule,
    stage: 'spec',
    check(f, report) {
      const max = num(f, param);
      for (const who of SIDES) {
        const list = sideOf(f, who)[key] ?? [];
        if (list.length > max) report(['setup', who, key, max], [`${who}.${key}`, list.length, max]);
      }
    },
  };
}
/** GA-ZN-03: the 用牌区 has `cardZoneSlots` (5) slots. */
const cardZoneSlots = slots('cardZone', 'cardZoneSlots', 'GA-ZN-03');
/** GA-ZN-05: summons stand in `summonSlots` (5) slots. */
const summonSlots = slots('summons', 'summonSlots', 'GA-ZN-05');

/** The 用牌区 entries of a side: the card, whether it is set, where. */
function cardZoneEntries(f: BoardFacts, who: 'A' | 'B'): { card: string; set: boolean; path: PathSegment[] }[] {
  return (sideOf(f, who).cardZone ?? []).map((c, j) =>
    typeof c === 'string'
      ? { card: c, set: false, path: ['setup', who, 'cardZone', j] }
      : { card: c.card, set: !!c.set, path: ['setup', who, 'cardZone', j, 'card'] },
  );
}

/** GA-CT-01: only response and counter cards are set face-down; 普通 cards never are. */
const onlyResponsesAreSet: BoardCheck = {
  name: 'set cards are response or counter cards',
  code: 'CS5135',
  rule: 'GA-CT-01',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const e of cardZoneEntries(f, who)) {
        const d = f.card(e.card);
        if (e.set && typeOf(d) === 'normal')
          report(e.path, [
            e.card,
            d!.type,
            `${who}.cardZone`,
            '普通卡不能盖放，只有响应卡和反制卡可以',
            'only response and counter cards can be set, never a 普通 card',
          ]);
      }
    }
  },
};

/** GA-CT-06 / GA-CT-07: face up in the 用牌区 stays only a continuous card; any other goes to the discard once used. */
const faceUpCardsAreContinuous: BoardCheck = {
  name: 'face-up cards of the 用牌区 are continuous',
  code: 'CS5135',
  rule: 'GA-CT-07',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const e of cardZoneEntries(f, who)) {
        const d = f.card(e.card);
        if (!e.set && d && !d.continuous && typeOf(d) !== 'character' && typeOf(d) !== 'summonCard') {
          report(e.path, [
            e.card,
            d.type,
            `${who}.cardZone`,
            '用牌区里正面朝上的只有持续卡：其他卡用过就进入弃牌区（盖放的写 set: true）',
            'only a continuous card stays face up in the 用牌区: any other goes to the discard once used (write set: true for a set card)',
          ]);
        }
      }
    }
  },
};

/** GA-DK-02 / GA-CHR-08: 角色 cards are chosen and 召唤物 summoned, never in a deck, hand or discard (a summon may be banished). */
const charactersOutsideTheDeckZones: BoardCheck = {
  name: 'no 角色 or 召唤物 card among the deck cards',
  code: 'CS5135',
  rule: 'GA-DK-02',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const c of SIDE_CARDS.deckCards(f, who)) {
        const d = f.card(c.text);
        const t = typeOf(d);
        if (t === 'character' || (t === 'summonCard' && !c.place.endsWith('.banished'))) {
          report(c.path, [
            parseRef(c.text).name,
            d!.type,
            c.place,
            t === 'character'
              ? '角色卡不是卡组里的卡：写在 characters 或 reserve'
              : '召唤物只在场上（summons）或被除外',
            t === 'character'
              ? 'a 角色 card is no deck card: write it under characters or reserve'
              : 'a summon is in play (summons) or banished, nowhere else',
          ]);
        }
      }
    }
  },
};

/** GA-CHR-01 / GA-CHR-08: `characters` and `reserve` hold 角色 cards, `summons` 召唤物 cards. */
const charactersAreCharacterCards: BoardCheck = {
  name: 'characters are 角色 cards, summons 召唤物 cards',
  code: 'CS5135',
  rule: 'GA-CHR-01',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const { c } of characterEntries(f, who)) {
        const d = f.card(c.text);
        if (d && typeOf(d) !== 'character')
          report(c.path, [c.text, d.type, c.place, '这里只写角色卡', 'only 角色 cards are written here']);
      }
      (sideOf(f, who).summons ?? []).forEach((m, j) => {
        const name = typeof m === 'string' ? m : m.card;
        const d = f.card(name);
        if (d && typeOf(d) !== 'summonCard')
          report(typeof m === 'string' ? ['setup', who, 'summons', j] : ['setup', who, 'summons', j, 'card'], [
            name,
            d.type,
            `${who}.summons`,
            '这里只写召唤物卡',
            'only 召唤物 cards are written here',
          ]);
      });
    }
  },
};

/** GA-CHR-01: each of a player's characters is one card: it exists (characters) or not yet (reserve), once. */
const eachCharacterOnce: BoardCheck = {
  name: 'a character is in one place',
  code: 'CS5130',
  rule: 'GA-CHR-01',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      const seen = new Map<string, string>();
      for (const { c } of characterEntries(f, who)) {
        const name = parseRef(c.text).name;
        const first = seen.get(name);
        if (first) report(c.path, [name, first, c.place]);
        else seen.set(name, c.place);
      }
    }
  },
};

/** GA-CHR-01: a player uses `characterCount` (5) characters. */
const characterCount: BoardCheck = {
  name: 'no more characters than a player uses',
  code: 'CS5133',
  rule: 'GA-CHR-01',
  stage: 'spec',
  check(f, report) {
    const max = num(f, 'characterCount');
    for (const who of SIDES) {
      const all = characterEntries(f, who);
      if (all.length > max) report(all[max].c.path, [`${who}.characters + ${who}.reserve`, all.length, max]);
    }
  },
};

/** The position (0-based) each written character takes, as the board builder gives them. */
function positions(f: BoardFacts, who: 'A' | 'B'): { cs: GaCharacterSpec; path: PathSegment[]; cell: number }[] {
  const taken = new Set<number>();
  return characterEntries(f, who)
    .filter((e) => e.path[2] === 'characters')
    .map(({ cs, path }) => {
      let cell = cs.position !== undefined ? cs.position - 1 : 0;
      while (cs.position === undefined && taken.has(cell)) cell++;
      taken.add(cell);
      return { cs, path, cell };
    });
}

/** GA-ZN-04: `characterPositions` (5) positions per player. */
const positionInRange: BoardCheck = {
  name: 'positions within the positions',
  code: 'CS5133',
  rule: 'GA-ZN-04',
  stage: 'spec',
  check(f, report) {
    const max = num(f, 'characterPositions');
    for (const who of SIDES) {
      for (const { path, cell } of positions(f, who))
        if (cell + 1 > max) report([...path, 'position'], [`${who}.characters[${path[3]}].position`, cell + 1, max]);
    }
  },
};

/** GA-ZN-04 / GA-SU-05: one character per position. */
const onePerPosition: BoardCheck = {
  name: 'one character per position',
  code: 'CS5139',
  rule: 'GA-ZN-04',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      const at = new Map<number, string[]>();
      for (const { cs, path, cell } of positions(f, who)) {
        const names = at.get(cell) ?? [];
        names.push(parseRef(cs.card).name);
        at.set(cell, names);
        if (names.length === 2)
          report(
            [...path, 'position'],
            [
              `${who}.position ${cell + 1}`,
              2,
              names.join('、'),
              '一个位置只能有一个角色',
              'a position holds one character',
              names.join(', '),
            ],
          );
      }
    }
  },
};

/** GA-CHR-06: the third seal on a character is permanent. */
const thirdSealIsPermanent: BoardCheck = {
  name: 'a third seal is permanent',
  code: 'CS5136',
  rule: 'GA-CHR-06',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const { cs, path } of characterEntries(f, who)) {
        if (typeof cs.sealed === 'number' && cs.seals !== undefined && cs.seals >= 3) {
          report(
            [...path, 'seals'],
            [
              cs.card,
              'seals',
              cs.seals,
              '第三次封印即为永久封印（写 sealed: permanent）',
              'the third seal is permanent (write sealed: permanent)',
            ],
          );
        }
      }
    }
  },
};

/** GA-CB-07: a character or summon at 0 HP dies. */
const zeroHpIsDead: BoardCheck = {
  name: 'a living character has HP left',
  code: 'CS5136',
  rule: 'GA-CB-07',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const { cs, path } of characterEntries(f, who)) {
        if (cs.hp === 0 && !cs.dead && !cs.sealed)
          report(
            [...path, 'hp'],
            [cs.card, 'hp', 0, '生命归零的角色已阵亡（写 dead）', 'a character at 0 HP has died (write dead)'],
          );
      }
      (sideOf(f, who).summons ?? []).forEach((m, j) => {
        if (typeof m === 'object' && m.hp === 0)
          report(
            ['setup', who, 'summons', j, 'hp'],
            [m.card, 'hp', 0, '生命归零的召唤物已离场', 'a summon at 0 HP has left play'],
          );
      });
    }
  },
};

/**
 * GA-CHR-06 (and GA-CHR-04): a dead or sealed character is out of play until its countdown ends, so it has no HP
 * left, 护盾, 【光环】 or granted 词条 to set — the board would ignore them. `hp: 0` on a dead one says its death again.
 */
const outOfPlayHasNoState: BoardCheck = {
  name: 'a dead or sealed character has no HP, shield, aura or keywords',
  code: 'CS5136',
  rule: 'GA-CHR-06',
  stage: 'spec',
  check(f, report) {
    for (const who of SIDES) {
      for (const { cs, path } of characterEntries(f, who)) {
        if (!cs.dead && !cs.sealed) continue;
        for (const key of ['hp', 'shield', 'aura', 'keywords'] as const) {
          const v = cs[key];
          if (v === undefined || (key === 'hp' && v === 0 && cs.dead)) continue;
          report(
            [...path, key],
            [
              cs.card,
              key,
              Array.isArray(v) ? `[${v.join(', ')}]` : v,
              `${cs.dead ? '阵亡' : '被封印'}的角色不在场，没有${key === 'hp' ? '剩余生命' : key === 'keywords' ? '词条' : key === 'shield' ? '护盾' : '【光环】'}可写`,
              `a ${cs.dead ? 'dead' : 'sealed'} character is out of play and has no ${key === 'hp' ? 'HP left' : key === 'keywords' ? 'keywords' : key === 'shield' ? '护盾' : '【光环】'} to set`,
            ],
          );
        }
      }
    }
  },
};

/** GA-CHR-03: HP left is at most the 生命 in force (printed, with standing lines). */
const hpWithinMax: BoardCheck = {
  name: 'HP left at most the 生命',
  code: 'CS5136',
  rule: 'GA-CHR-03',
  stage: 'state',
  check(f, report) {
    const s = f.placed!.state as GuanganState;
    for (const who of SIDES) {
      const written: { card: string; hp?: number; path: PathSegment[] }[] = [
        ...characterEntries(f, who)
          .filter((e) => e.path[2] === 'characters')
          .map((e) => ({ card: e.cs.card, hp: e.cs.dead || e.cs.sealed ? undefined : e.cs.hp, path: e.path })),
        ...(sideOf(f, who).summons ?? []).map((m, j) => ({
          card: typeof m === 'string' ? m : m.card,
          hp: typeof m === 'string' ? undefined : m.hp,
          path: ['setup', who, 'summons', j] as PathSegment[],
        })),
      ];
      for (const w of written) {
        const id = f.placed!.ids.get(pathKey(w.path));
        if (w.hp === undefined || id === undefined) continue;
        const max = guanganMaxHp(s, id);
        if (w.hp > max)
          report([...w.path, 'hp'], [w.card, 'hp', w.hp, `多于它的生命 ${max}`, `more than its 生命 ${max}`]);
      }
    }
  },
};

export const GUANGAN_BOARD_CHECKS: readonly BoardCheck[] = [
  ...sharedBoardChecks({ turn: 'GA-TRN-01', zones: 'GA-ZN-01', copies: 'GA-DK-03', deckSize: 'GA-DK-01' }, SIDE_CARDS),
  hpAtMostStarting,
  hpAboveZero,
  staminaCap,
  lightDarkCap,
  cardZoneSlots,
  summonSlots,
  onlyResponsesAreSet,
  faceUpCardsAreContinuous,
  charactersOutsideTheDeckZones,
  charactersAreCharacterCards,
  eachCharacterOnce,
  characterCount,
  positionInRange,
  onePerPosition,
  thirdSealIsPermanent,
  zeroHpIsDead,
  outOfPlayHasNoState,
  hpWithinMax,
];
