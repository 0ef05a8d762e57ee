// 光暗's words: the board (血量, 体力, 出击, 【光暗值】 and the chosen side, each character's HP / countdown / seal,
// summons, the 用牌区 slots, the chain), its actions and events, and its questions (characters, positions, side,
// 【咒术】, the hand limit).
import {
  atkOf,
  GUANGAN_ZONE as Z,
  guanganHasKeyword,
  hpLeft,
  PERMANENT,
  SIDE,
  staminaCost,
  statDelta,
  type Action,
  type GameEvent,
  type GameState,
  type GuanganState,
} from '../../../runtime/index.js';
import { profiles } from '../../../runtime/profiles/index.js';
import {
  cardName,
  contextCardName,
  defOf,
  isHidden,
  keywordName,
  phaseLabel,
  playerLabel,
  signed,
  targetText,
  typeLabel,
  zh,
  zoneLabel,
  type DescribeContext,
} from './context.js';
import type { RulesetDescriber } from './ruleset.js';

const ga = profiles.guangan;

function sideLabel(side: number, c: DescribeContext): string {
  if (side === SIDE.light) return zh(c) ? '【光明】' : 'Light';
  if (side === SIDE.dark) return zh(c) ? '【黑暗】' : 'Dark';
  return zh(c) ? '未选' : 'not chosen';
}

const KIND_WORDS: Record<string, [string, string]> = {
  normal: ['普通', 'normal'],
  response: ['响应', 'response'],
  counter: ['反制', 'counter'],
  sortie: ['出击', 'sortie'],
  event: ['事件', 'event'],
  ability: ['在场效果', 'on-field effect'],
};
const kindWord = (k: string, c: DescribeContext): string => (KIND_WORDS[k] ? KIND_WORDS[k][zh(c) ? 0 : 1] : k);

const DAMAGE_WORDS: Record<string, [string, string]> = {
  physical: ['物理', 'physical'],
  magic: ['法术', 'magic'],
  true: ['真实', 'true'],
};

/** 【光环】 / 护盾 points and granted or standing 词条 of a character or summon. */
function keywordsText(s: GuanganState, id: number, c: DescribeContext): string {
  const out: string[] = [];
  for (const k of ga.keywords) {
    if (!guanganHasKeyword(s, id, k.id)) continue;
    const n = k.id === 'shield' ? statDelta(s, id, 'shield') : k.id === 'aura' ? statDelta(s, id, 'aura') : 0;
    out.push(keywordName(s, k.id, c) + (n > 1 || k.id === 'shield' ? String(n) : ''));
  }
  return out.join('');
}

/** A character or summon: HP, 攻击, state (dead / sealed), 词条; a card in a 用牌区: 持续 or set. */
function cardStatus(g: GameState, id: number, c: DescribeContext): string {
  const s = g as GuanganState;
  const z = zh(c);
  const card = s.cards[id];
  const name = cardName(s, id, c);
  if (card.zone === Z.cardZone)
    return card.faceDown ? (z ? `${name}（盖放）` : `${name} (set)`) : z ? `${name}（持续）` : `${name} (continuous)`;
  if (card.zone !== Z.positions && card.zone !== Z.summons) return name;
  const revive = s.flags.revive[id],
    sealed = s.flags.sealed[id];
  const bits: string[] = [];
  if (revive) bits.push(z ? `阵亡（复活倒计时${revive}）` : `dead (revives in ${revive})`);
  if (sealed === PERMANENT) bits.push(z ? '永久封印' : 'sealed for good');
  else if (sealed)
    bits.push(
      z ? `封印（${sealed}回合，第${s.flags.seals[id]}次）` : `sealed (${sealed} turns, seal ${s.flags.seals[id]})`,
    );
  if (!revive && !sealed) {
    const max = s.pool.rules.hooks.stat(s, id, 'hp');
    bits.push(z ? `生命${hpLeft(s, id)}/${max} 攻击${atkOf(s, id)}` : `HP ${hpLeft(s, id)}/${max} ATK ${atkOf(s, id)}`);
    const kws = keywordsText(s, id, c);
    if (kws) bits.push(kws);
  } else if (!sealed && s.flags.seals[id])
    bits.push(z ? `已封印${s.flags.seals[id]}次` : `sealed ${s.flags.seals[id]}×`);
  return `${name} ${bits.join(z ? '，' : ', ')}`;
}

/** A hand card: type, 持续, stamina, requirement, character, 词条 on the type line. */
function handCard(s: GuanganState, id: number, c: DescribeContext): string {
  if (isHidden(s, id)) return cardName(s, id, c);
  const d = defOf(s, id);
  const z = zh(c);
  const bits: string[] = [(d.continuous ? (z ? '持续 ' : 'continuous ') : '') + typeLabel(s, d.type, c)];
  bits.push(z ? `体力${staminaCost(s, s.cards[id].def)}` : `stamina ${staminaCost(s, s.cards[id].def)}`);
  if (d.stats.lightDark) bits.push(z ? `需求光暗值${d.stats.lightDark}` : `needs ${d.stats.lightDark} 光暗值`);
  if (d.exclusive) bits.push(z ? `专属${d.exclusive}` : `of ${d.exclusive}`);
  for (const m of d.marks) {
    const mk = ga.marks.find((x) => x.id === m);
    if (mk) bits.push(z ? `【${mk.zh}】` : `[${mk.en}]`);
  }
  return z ? `${cardName(s, id, c)}（${bits.join('，')}）` : `${cardName(s, id, c)} (${bits.join(', ')})`;
}

function action(g: GameState, a: Action, c: DescribeContext): string | null {
  const s = g as GuanganState;
  const z = zh(c);
  const n = (id: unknown): string => cardName(s, id as number, c);
  switch (a.type) {
    case 'use': {
      const id = a.card as number;
      const d = defOf(s, id);
      const cost = staminaCost(s, s.cards[id].def);
      const fromSet = s.cards[id].zone === Z.cardZone;
      const verb = z ? (fromSet ? '翻开并使用' : '使用') : fromSet ? 'turn up and use' : 'use';
      const replace = a.replace !== undefined ? (z ? `，顶替 ${n(a.replace)}` : `, replacing ${n(a.replace)}`) : '';
      const kind = (d.continuous ? (z ? '持续' : 'continuous ') : '') + typeLabel(s, d.type, c);
      return z
        ? `${verb}${kind}卡 ${n(id)}（体力${cost}${replace}）`
        : `${verb} ${kind} ${n(id)} (stamina ${cost}${replace})`;
    }
    case 'set':
      return z ? `盖放 ${n(a.card)}` : `set ${n(a.card)} face-down`;
    case 'sortie':
      return z
        ? `${n(a.attacker)} 出击 ${targetText(s, a.target as number, c)}`
        : `${n(a.attacker)} sorties against ${targetText(s, a.target as number, c)}`;
    case 'endPhase':
      return s.phase === 'prepare'
        ? z
          ? '结束准备阶段，进入战斗阶段'
          : 'end the preparation phase'
        : z
          ? '结束回合'
          : 'end the turn';
  }
  return null;
}

/** What the other player sees of an action: a card set face-down is not named. */
function publicAction(g: GameState, a: Action, c: DescribeContext): string | null {
  if (a.type !== 'set') return null;
  return zh(c) ? '盖放一张卡' : 'set a card face-down';
}

function event(g: GameState, e: GameEvent, c: DescribeContext): string | null {
  const s = g as GuanganState;
  const z = zh(c);
  const who = e.player !== undefined && e.player >= 0 ? playerLabel(c, e.player) : '';
  const n = (id: number | undefined): string => cardName(s, id, c);
  const subject = (): string => (e.card !== undefined ? n(e.card) : who);
  switch (e.type) {
    case 'played':
      return z ? `${who} 使用 ${n(e.card)}` : `${who} uses ${n(e.card)}`;
    case 'set':
      return z ? `${who} 盖放了一张卡` : `${who} sets a card face-down`;
    case 'entered':
      if (s.cards[e.card!].zone === Z.positions)
        return z
          ? `${n(e.card)} 存在于${who}的第${(e.amount ?? 0) + 1}个位置`
          : `${n(e.card)} exists at ${who}'s position ${(e.amount ?? 0) + 1}`;
      if (e.info === 'summon') return z ? `${who} 召唤了 ${n(e.card)}` : `${who} summons ${n(e.card)}`;
      return z ? `${n(e.card)} 进入${who}的用牌区` : `${n(e.card)} enters ${who}'s card zone`;
    case 'attack':
      return z
        ? `${n(e.card)} 出击 ${targetText(s, e.target!, c)}`
        : `${n(e.card)} sorties against ${targetText(s, e.target!, c)}`;
    case 'attacked':
      return null;
    case 'damaged': {
      const kind = DAMAGE_WORDS[e.info ?? 'magic'] ?? [e.info ?? '', e.info ?? ''];
      const battle = e.from === 'battle';
      return z
        ? `${subject()} 受到${e.amount}点${kind[0]}${battle ? '战斗' : ''}伤害${e.card === undefined ? `（血量${s.players[e.player!].res.hp}）` : ''}`
        : `${subject()} takes ${e.amount} ${kind[1]}${battle ? ' battle' : ''} damage${e.card === undefined ? ` (HP ${s.players[e.player!].res.hp})` : ''}`;
    }
    case 'aura':
      return z ? `${n(e.card)} 的【光环】抵消了${e.amount}点伤害` : `${n(e.card)}'s [Aura] negates ${e.amount} damage`;
    case 'shielded':
      return z ? `${subject()} 的护盾吸收了${e.amount}点伤害` : `${subject()}'s shield absorbs ${e.amount} damage`;
    case 'applied':
      if (e.info !== 'damage') return null; // a variant line ran with its base line: its card's own line says it
      return z ? `${n(e.card)}：该伤害${signed(e.amount)}` : `${n(e.card)}: that damage ${signed(e.amount)}`;
    case 'destroyed':
      if (s.cards[e.card!].zone === Z.cardZone)
        return z ? `${who}的 ${n(e.card)} 被破坏` : `${who}'s ${n(e.card)} is destroyed`;
      return z ? `${who}的 ${n(e.card)} 阵亡` : `${who}'s ${n(e.card)} dies`;
    case 'revived':
      return z ? `${who}的 ${n(e.card)} 回到场上` : `${who}'s ${n(e.card)} is back`;
    case 'sealed':
      return e.info === 'permanent'
        ? z
          ? `${who}的 ${n(e.card)} 被永久封印（第${e.amount}次）`
          : `${who}'s ${n(e.card)} is sealed for good (seal ${e.amount})`
        : z
          ? `${who}的 ${n(e.card)} 被封印${e.info}回合（第${e.amount}次）`
          : `${who}'s ${n(e.card)} is sealed for ${e.info} turns (seal ${e.amount})`;
    case 'countdown':
      return z ? `${n(e.card)} 倒计时${signed(e.amount)}` : `${n(e.card)} countdown ${signed(e.amount)}`;
    case 'recovered':
      return z ? `${subject()} 回复${e.amount}点生命` : `${subject()} recovers ${e.amount} HP`;
    case 'side':
      return z ? `${who} 选定${sideLabel(e.amount ?? 0, c)}` : `${who} chooses ${sideLabel(e.amount ?? 0, c)}`;
    case 'negated':
      return null; // common.ts: a card, or the attack of a sortie
    case 'moved': {
      const to = zoneLabel(s, e.to, c);
      switch (e.info) {
        case 'talisman':
          return z ? `${n(e.card)}（符术）被除外` : `${n(e.card)} ([Talisman]) is banished`;
        case 'curse':
          return z ? `${n(e.card)}（咒术）回到手卡` : `${n(e.card)} ([Curse]) returns to hand`;
        case 'handLimit':
          return z ? `${who} 把一张卡洗回卡组（手卡上限）` : `${who} shuffles a card back (hand limit)`;
        case 'replaced':
          return z ? `${n(e.card)} 被顶替，送去${to}` : `${n(e.card)} is replaced and goes to the ${to}`;
        case 'used':
        case 'negated':
          return null;
      }
      return z ? `${n(e.card)} 移到${to}` : `${n(e.card)} moves to the ${to}`;
    }
    case 'shuffled':
      return z ? `${who} 洗切卡组` : `${who} shuffles the deck`;
    case 'gameOver': {
      // GA-WIN-04 (decision): the agreed turn limit ends the game on HP.
      if (e.info === 'turnLimit')
        return e.player === -1
          ? z
            ? '对局结束：到达回合上限，双方血量相同，平局'
            : 'game over: turn limit reached with equal HP, a draw'
          : z
            ? `对局结束：到达回合上限，${who} 血量较多获胜`
            : `game over: turn limit reached, ${who} wins on HP`;
      if (e.player === -1) return z ? '对局结束：平局（双方同时判负）' : 'game over: a draw (both lose at once)';
      const why: Record<string, [string, string]> = {
        hp: ['血量归零', 'HP 0'],
        cards: ['手卡和卡组用尽', 'cards used up'],
        sealed: ['全部角色永久封印', 'every character sealed for good'],
      };
      const w =
        why[e.info ?? ''] ??
        (e.info?.startsWith('forfeit')
          ? ['认输/判负', 'forfeit']
          : e.info?.startsWith('special')
            ? ['约定的特殊判负', 'an agreed loss']
            : null);
      const loser = playerLabel(c, 1 - (e.player ?? 0));
      return z
        ? `对局结束：${who} 获胜${w ? `（${loser}${w[0]}）` : ''}`
        : `game over: ${who} wins${w ? ` (${loser}: ${w[1]})` : ''}`;
    }
  }
  return null;
}

function positionsLine(s: GuanganState, p: number, c: DescribeContext): string {
  const z = zh(c);
  const n = (s.params.characterPositions as number | undefined) ?? 5;
  const zone = (s.params.battleZonePositions as number | undefined) ?? n;
  const at = new Map(s.players[p].zones[Z.positions].map((id) => [s.cards[id].cell, id]));
  const cells: string[] = [];
  for (let i = 0; i < n; i++) {
    const id = at.get(i);
    const mark = i >= zone ? (z ? '（战斗区外）' : ' (outside)') : '';
    cells.push(`${i + 1}${mark} ${id === undefined ? (z ? '空' : 'empty') : cardStatus(s, id, c)}`);
  }
  return cells.join(' | ');
}

function board(g: GameState, viewer: number, c: DescribeContext): string {
  const s = g as GuanganState;
  const z = zh(c);
  const lines: string[] = [];
  const slots = (s.params.cardZoneSlots as number | undefined) ?? 5;
  lines.push(
    z
      ? `══ 第${s.turn}回合 · ${playerLabel(c, s.active)}的${phaseLabel(s, s.phase, c)} ══`
      : `══ turn ${s.turn} · ${playerLabel(c, s.active)} · ${phaseLabel(s, s.phase, c)} ══`,
  );
  for (const p of [1 - viewer, viewer]) {
    const pl = s.players[p];
    const r = pl.res;
    const you = p === viewer && !c.players ? (z ? '（你）' : ' (you)') : '';
    const counts = (zone: number) => pl.zones[zone].length;
    lines.push(
      z
        ? `${playerLabel(c, p)}${you}  血量 ${r.hp}/${pl.flags.maxHp}${r.shield ? `  护盾 ${r.shield}` : ''}  体力 ${r.stamina}  出击 ${r.sorties}  光暗值 ${r.lightDark}（${sideLabel(pl.flags.side, c)}）  手卡 ${counts(Z.hand)}  卡组 ${counts(Z.deck)}  弃牌 ${counts(Z.discard)}${counts(Z.banished) ? `  除外 ${counts(Z.banished)}` : ''}`
        : `${playerLabel(c, p)}${you}  HP ${r.hp}/${pl.flags.maxHp}${r.shield ? `  shield ${r.shield}` : ''}  stamina ${r.stamina}  sorties ${r.sorties}  光暗值 ${r.lightDark} (${sideLabel(pl.flags.side, c)})  hand ${counts(Z.hand)}  deck ${counts(Z.deck)}  discard ${counts(Z.discard)}${counts(Z.banished) ? `  banished ${counts(Z.banished)}` : ''}`,
    );
    lines.push((z ? '  角色：' : '  characters: ') + positionsLine(s, p, c));
    const reserve = pl.zones[Z.offstage].filter((id) => s.pool.tables.character[s.cards[id].def]);
    if (reserve.length)
      lines.push(
        (z ? '  尚未登场：' : '  not yet in the game: ') +
          reserve.map((id) => cardName(s, id, c)).join(z ? '、' : ', '),
      );
    const summons = pl.zones[Z.summons];
    if (summons.length)
      lines.push((z ? '  召唤物：' : '  summons: ') + summons.map((id) => cardStatus(s, id, c)).join(' | '));
    const cz = pl.zones[Z.cardZone];
    const shown = cz.map((id) =>
      s.cards[id].faceDown && p !== viewer ? (z ? '盖放的卡' : 'a set card') : cardStatus(s, id, c),
    );
    lines.push(
      (z ? `  用牌区（${cz.length}/${slots}）：` : `  card zone (${cz.length}/${slots}): `) +
        (shown.length ? shown.join(' · ') : z ? '（空）' : '(empty)'),
    );
    if (p === viewer) {
      const hand = pl.zones[Z.hand];
      lines.push(z ? '  手卡：' + (hand.length ? '' : '（空）') : '  hand:' + (hand.length ? '' : ' (empty)'));
      for (const id of hand) lines.push('    ' + handCard(s, id, c));
    }
  }
  if (s.chain.length) {
    lines.push(
      z
        ? `连锁${s.flags.resolving ? '（正在结算，不能再加入）' : ''}：`
        : `chain${s.flags.resolving ? ' (resolving: nothing more can be added)' : ''}:`,
    );
    s.chain.forEach((l, i) => {
      const src = l.source >= 0 ? ' ' + cardName(s, l.source, c) : '';
      const what =
        l.kind === 'sortie'
          ? z
            ? ` → ${targetText(s, l.data.target!, c)}`
            : ` → ${targetText(s, l.data.target!, c)}`
          : '';
      lines.push(
        `  ${i + 1}. ${playerLabel(c, l.controller)} ${kindWord(l.kind, c)}${src}${what}${l.negated ? (z ? '（已被无效）' : ' (negated)') : ''}`,
      );
    });
  }
  return lines.join('\n');
}

function decision(g: GameState, c: DescribeContext): string | null {
  const s = g as GuanganState;
  const d = s.pending!;
  const z = zh(c);
  switch (d.kind) {
    case 'character':
      return z ? '选择一个角色，令其存在：' : 'choose a character to bring into the game:';
    case 'position':
      return z
        ? `为 ${contextCardName(s, 'card', c)} 选择位置（之后不能交换）：`
        : `choose a position for ${contextCardName(s, 'card', c)} (it cannot be swapped later):`;
    case 'side':
      return z
        ? '【光暗值】已满：选定【光明】或【黑暗】（本局不可更改）：'
        : '【光暗值】 is full: choose Light or Dark for the rest of the game:';
    case 'curse':
      return z
        ? `【咒术】：让 ${contextCardName(s, 'card', c)} 回到手卡吗？`
        : `[Curse]: return ${contextCardName(s, 'card', c)} to your hand?`;
    case 'handLimit':
      return z
        ? `手卡超过上限：选择一张洗回卡组（还要${s.players[d.player].zones[Z.hand].length - ((s.params.handLimit as number) ?? 7)}张）：`
        : `over the hand limit: choose a card to shuffle back:`;
  }
  return null;
}

function option(g: GameState, index: number, c: DescribeContext): string | null {
  const s = g as GuanganState;
  const d = s.pending!;
  const o = d.options[index];
  const z = zh(c);
  switch (d.kind) {
    case 'character': {
      const def = defOf(s, o.value);
      return z
        ? `${cardName(s, o.value, c)}（生命${def.stats.hp ?? 0} 攻击${def.stats.atk ?? 0}）`
        : `${cardName(s, o.value, c)} (HP ${def.stats.hp ?? 0}, ATK ${def.stats.atk ?? 0})`;
    }
    case 'position':
      return z ? `第${o.value + 1}个位置` : `position ${o.value + 1}`;
    case 'side':
      return sideLabel(o.value, c);
    case 'curse':
      return o.value === 1 ? (z ? '回到手卡' : 'back to hand') : z ? '送去弃牌区' : 'to the discard';
    case 'handLimit':
      return handCard(s, o.value, c);
  }
  return null;
}

/** A decision of 光暗's own kinds already taken, naming what it was about (「白曜」放在第2个位置). */
function choice(g: GameState, index: number, c: DescribeContext): string | null {
  const s = g as GuanganState;
  const d = s.pending!;
  const o = d.options[index];
  const z = zh(c);
  switch (d.kind) {
    case 'character':
      return z ? `令 ${cardName(s, o.value, c)} 存在` : `bring ${cardName(s, o.value, c)} into the game`;
    case 'position': {
      const card = contextCardName(s, 'card', c);
      return z ? `${card} 放在第${o.value + 1}个位置` : `${card} at position ${o.value + 1}`;
    }
    case 'side':
      return z ? `选定${sideLabel(o.value, c)}` : `choose ${sideLabel(o.value, c)}`;
    case 'curse': {
      const card = contextCardName(s, 'card', c);
      return z
        ? `【咒术】：${card} ${o.value === 1 ? '回到手卡' : '送去弃牌区'}`
        : `[Curse]: ${card} ${o.value === 1 ? 'back to hand' : 'to the discard'}`;
    }
    case 'handLimit':
      return z
        ? `手卡上限：把 ${cardName(s, o.value, c)} 洗回卡组`
        : `hand limit: shuffle ${cardName(s, o.value, c)} back`;
  }
  return null;
}

function turnHeader(g: GameState, e: GameEvent, c: DescribeContext): string {
  const s = g as GuanganState;
  const p = e.player ?? s.active;
  const [a, b] = s.players.map((pl) => pl.res);
  const l1 = playerLabel(c, 0),
    l2 = playerLabel(c, 1);
  return zh(c)
    ? `── 第${e.amount}回合 · ${playerLabel(c, p)} ──  血量 ${l1} ${a.hp} · ${l2} ${b.hp}  光暗值 ${a.lightDark} · ${b.lightDark}`
    : `── turn ${e.amount} · ${playerLabel(c, p)} ──  HP ${l1} ${a.hp} · ${l2} ${b.hp}  光暗值 ${a.lightDark} · ${b.lightDark}`;
}

function echoes(a: Action, e: GameEvent): boolean {
  switch (a.type) {
    case 'use':
      return e.type === 'played' && e.card === a.card;
    case 'set':
      return e.type === 'set';
    case 'sortie':
      return e.type === 'attack' || e.type === 'attacked';
  }
  return false;
}

export const guanganDescriber: RulesetDescriber = {
  board,
  handAction: (_s, card) => ({ type: 'use', card }),
  action,
  publicAction,
  event,
  keyEvents: new Set([
    'played',
    'set',
    'entered',
    'attack',
    'damaged',
    'aura',
    'shielded',
    'applied',
    'destroyed',
    'revived',
    'sealed',
    'countdown',
    'recovered',
    'side',
    'negated',
    'moved',
    'resource',
    'gameOver',
  ]),
  cardStatus,
  decision,
  option,
  choice,
  turnHeader,
  echoes,
};
