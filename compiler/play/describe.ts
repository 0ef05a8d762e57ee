// Readable Chinese and English text for SLCG actions, events, decisions and the board: what the
// terminal player and the demo log show. Pure functions of the state; they never change it.
import type { Lang } from '../../grammar/index.js';
import type { CardDef } from '../../runtime/card-def.js';
import {
  SLCG_KEYWORDS,
  SLCG_ZONE as Z,
  hasKeyword,
  valueOf,
  type Action,
  type GameEvent,
  type GameState,
  type SlcgKeyword,
} from '../../runtime/index.js';

/** What a description may know beyond the state: player labels and the card text to quote. */
export interface DescribeContext {
  lang: Lang;
  /** Labels of the two players (default 玩家1 / 玩家2, P1 / P2). */
  players?: [string, string];
  /** Set-relative file → source text, to quote ability lines. */
  texts?: ReadonlyMap<string, string>;
}

const KW_EN: Record<SlcgKeyword, string> = {
  guard: 'Guard',
  action: 'Action',
  hinderPush: 'Hinder',
  ethereal: 'Ethereal',
  ambush: 'Ambush',
  haste: 'Haste',
  combo: 'Combo',
  spellImmune: 'Spell Immune',
  spellAttract: 'Spell Attract',
  rooted: 'Rooted',
};

const TYPE_EN: Record<string, string> = { 角色: 'character', 发生: 'event', 场景: 'scene' };
const COLOR: Record<string, { zh: string; en: string }> = {
  attack: { zh: '攻', en: 'attack' },
  push: { zh: '推', en: 'push' },
  both: { zh: '攻推', en: 'attack/push' },
  none: { zh: '无', en: 'none' },
};

const zh = (c: DescribeContext): boolean => c.lang !== 'en';
/** Chinese text needs no spaces beside 「」. */
function tidy(c: DescribeContext, t: string): string {
  return zh(c) ? t.replace(/ ?(「[^」]*」) ?/g, '$1') : t;
}
const signed = (n: number | undefined): string => `${(n ?? 0) >= 0 ? '+' : ''}${n ?? 0}`;

export function playerLabel(c: DescribeContext, p: number): string {
  if (c.players) return c.players[p];
  return zh(c) ? `玩家${p + 1}` : `P${p + 1}`;
}

function def(s: GameState, id: number): CardDef {
  return s.defs[s.cards[id].def];
}

/** A card's name; player references (negative ids) name the player. */
export function cardName(s: GameState, id: number | undefined, c: DescribeContext): string {
  if (id === undefined) return '?';
  if (id < 0) return playerLabel(c, -1 - id);
  const card = s.cards[id];
  return card ? `「${s.defs[card.def].name}」` : `#${id}`;
}

export function keywordName(kw: string, c: DescribeContext): string {
  const k = SLCG_KEYWORDS[kw as SlcgKeyword];
  if (!k) return kw;
  return zh(c) ? `【${k.name}】` : `[${KW_EN[kw as SlcgKeyword]}]`;
}

/** The ability's line as written in the .card file, or "能力 N" when the text is not at hand. */
export function abilityText(s: GameState, id: number, ability: number, c: DescribeContext): string {
  const ab = def(s, id).abilities[ability];
  const src = ab?.source;
  const text = src && c.texts?.get(src.file);
  if (text) {
    const lines = text.split(/\r\n|\r|\n/).slice(src.line - 1, src.endLine);
    const quoted = lines.map((l) => l.trim()).join(' ');
    if (quoted) return quoted;
  }
  return zh(c) ? `能力${ability + 1}` : `ability ${ability + 1}`;
}

function cardStatusRaw(s: GameState, id: number, c: DescribeContext): string {
  const d = def(s, id);
  const card = s.cards[id];
  const bits: string[] = [];
  if (d.type === '角色') {
    const v = valueOf(s, id);
    const color = COLOR[d.color ?? 'none'];
    bits.push(zh(c) ? `常值${v}${color.zh}` : `value ${v} ${color.en}`);
    if (card.damage) bits.push(zh(c) ? `伤害${card.damage}` : `${card.damage} damage`);
  } else bits.push(zh(c) ? d.type : TYPE_EN[d.type] ?? d.type);
  bits.push(card.tapped ? (zh(c) ? '横置' : 'tapped') : zh(c) ? '竖置' : 'upright');
  if (card.enteredTurn === s.turn && d.type === '角色' && !hasKeyword(s, id, 'haste')) bits.push(zh(c) ? '冷却期' : 'cooling down');
  const kws = (Object.keys(SLCG_KEYWORDS) as SlcgKeyword[]).filter((k) => k !== 'action' && hasKeyword(s, id, k));
  const kwText = kws.map((k) => keywordName(k, c)).join('');
  return `${cardName(s, id, c)} ${bits.join(zh(c) ? '，' : ', ')}${kwText ? ' ' + kwText : ''}`;
}

/** A hand card: name, type, cost, 常值. */
export function handCard(s: GameState, id: number, c: DescribeContext): string {
  const d = def(s, id);
  const bits: string[] = [zh(c) ? d.type : TYPE_EN[d.type] ?? d.type];
  if (d.cost) bits.push(zh(c) ? `费用${d.cost.energy}${d.cost.extreme ? '+极' : ''}` : `cost ${d.cost.energy}${d.cost.extreme ? '+X' : ''}`);
  if (d.type === '角色') bits.push(zh(c) ? `常值${d.stats.value ?? 0}${COLOR[d.color ?? 'none'].zh}` : `value ${d.stats.value ?? 0} ${COLOR[d.color ?? 'none'].en}`);
  if (d.marks.includes('burst')) bits.push(zh(c) ? '突发' : 'burst');
  if (d.marks.includes('battery')) bits.push(zh(c) ? '增量产能' : 'battery');
  return zh(c) ? `${cardName(s, id, c)}（${bits.join('，')}）` : `${cardName(s, id, c)} (${bits.join(', ')})`;
}

function targetText(s: GameState, t: number, c: DescribeContext): string {
  if (t < 0) return playerLabel(c, -1 - t);
  const owner = s.cards[t].controller;
  return `${playerLabel(c, owner)}${zh(c) ? '的' : "'s "}${cardName(s, t, c)}`;
}

function describeActionRaw(s: GameState, a: Action, c: DescribeContext): string {
  const z = zh(c);
  const n = (id: unknown): string => cardName(s, id as number, c);
  switch (a.type) {
    case 'convert': {
      const d = def(s, a.card as number);
      const gain = d.marks.includes('battery') ? 2 : 1;
      return z ? `把 ${n(a.card)} 转化为能量（+${gain}）` : `convert ${n(a.card)} into energy (+${gain})`;
    }
    case 'play': {
      const d = def(s, a.card as number);
      const cost = d.cost ? (z ? `（费用${d.cost.energy}${d.cost.extreme ? '，极动能1' : ''}）` : ` (cost ${d.cost.energy}${d.cost.extreme ? ', 1 extreme' : ''})`) : '';
      if (d.type === '角色') return z ? `登场 ${n(a.card)}${cost}` : `deploy ${n(a.card)}${cost}`;
      if (d.type === '场景') return z ? `放置场景 ${n(a.card)}${cost}` : `place scene ${n(a.card)}${cost}`;
      return z ? `使用 ${n(a.card)}${cost}` : `play ${n(a.card)}${cost}`;
    }
    case 'attack': {
      const t = a.target as number;
      return z ? `${n(a.attacker)} 攻击 ${targetText(s, t, c)}` : `${n(a.attacker)} attacks ${targetText(s, t, c)}`;
    }
    case 'push':
      return z ? `${n(a.card)} 推进（胜利进度+1）` : `${n(a.card)} pushes (victory +1)`;
    case 'hinder':
      return z ? `${n(a.card)} 妨碍推进（对方胜利进度-1）` : `${n(a.card)} hinders (opponent's victory −1)`;
    case 'ability':
      return z
        ? `发动 ${n(a.card)} 的能力：${abilityText(s, a.card as number, a.ability as number, c)}`
        : `use ${n(a.card)}'s ability: ${abilityText(s, a.card as number, a.ability as number, c)}`;
    case 'compensate':
      return a.choice === 'energy'
        ? z ? '后手补偿：获得1点能量' : 'second-player compensation: gain 1 energy'
        : z ? `后手补偿：令 ${n(a.card)} 获得【迅捷】` : `second-player compensation: give ${n(a.card)} [Haste]`;
    case 'guard':
      return z ? `${n(a.card)} 守护（代替承受这次攻击）` : `${n(a.card)} guards (takes this attack instead)`;
    case 'pass':
      return z ? '不响应' : 'pass (no response)';
    case 'endMain':
      return z ? '结束主要阶段' : 'end the main phase';
    case 'choose':
      return describeOption(s, a.index as number, c);
  }
  return JSON.stringify(a);
}

function describeDecisionRaw(s: GameState, c: DescribeContext): string {
  const d = s.pending;
  if (!d) return '';
  const z = zh(c);
  switch (d.kind) {
    case 'target': {
      const link = s.building;
      const src = link && link.source >= 0 ? cardName(s, link.source, c) : '';
      return z ? `为 ${src} 选择目标：` : `choose a target for ${src}:`;
    }
    case 'trigger':
      return z
        ? `是否发动 ${cardName(s, d.context.source, c)} 的能力：${abilityText(s, d.context.source, d.context.ability, c).replace(/[。.]$/, '')}？`
        : `use ${cardName(s, d.context.source, c)}'s ability: ${abilityText(s, d.context.source, d.context.ability, c)}?`;
    case 'optional': {
      const link = s.chain.find((l) => l.id === d.context.link);
      const src = link && link.source >= 0 ? cardName(s, link.source, c) : '';
      return z ? `${src} 的可选效果（第${d.context.op + 1}项）要执行吗？` : `apply ${src}'s optional effect (part ${d.context.op + 1})?`;
    }
    case 'ignite':
      return z ? '极动能激发：选择一项' : 'extreme ignition: choose one';
    case 'pick': {
      const link = s.chain.find((l) => l.id === d.context.link);
      const src = link && link.source >= 0 ? cardName(s, link.source, c) : '';
      return z ? `${src}：从卡组中选择一张卡加入手牌` : `${src}: pick a card from the deck to take into hand`;
    }
  }
  return d.prompt;
}

function describeOptionRaw(s: GameState, index: number, c: DescribeContext): string {
  const d = s.pending;
  const o = d?.options[index];
  if (!d || !o) return `#${index}`;
  const z = zh(c);
  switch (d.kind) {
    case 'target': {
      if (o.value < 0) return playerLabel(c, -1 - o.value);
      const card = s.cards[o.value];
      const where = card.zone === Z.main ? cardStatus(s, o.value, c) : cardName(s, o.value, c);
      return `${playerLabel(c, card.controller)}${z ? '：' : ': '}${where}${copyMark(s, d.options, index, c)}`;
    }
    case 'trigger':
    case 'optional':
      return o.value === 1 ? (z ? '是' : 'yes') : z ? '否' : 'no';
    case 'ignite':
      return o.value === 0 ? (z ? '获得1点极动能' : 'gain 1 extreme energy') : z ? '获得2点能量' : 'gain 2 energy';
    case 'pick':
      return cardName(s, o.value, c);
  }
  return o.label;
}

const ZONE_ZH: Record<string, string> = { deck: '卡组', hand: '手牌', main: '主要区域', energy: '能量区', discard: '弃牌区', banished: '除外区', stack: '连锁' };
const RES_ZH: Record<string, string> = { energy: '能量', extremeEnergy: '极动能', victory: '胜利进度', trauma: '创伤' };
const RES_EN: Record<string, string> = { energy: 'energy', extremeEnergy: 'extreme energy', victory: 'victory', trauma: 'trauma' };

/** Event levels: 'key' events make the demo log; 'all' adds draws, taps and the like; chain bookkeeping is never shown. */
export type EventLevel = 'key' | 'all';

const KEY_EVENTS = new Set(['played', 'entered', 'attacked', 'damaged', 'destroyed', 'pushed', 'trauma', 'dying', 'recovered', 'healed', 'negated', 'guarded', 'moment', 'gameOver', 'activated', 'moved', 'resource']);

function describeEventRaw(s: GameState, e: GameEvent, c: DescribeContext, level: EventLevel = 'all'): string | null {
  if (level === 'key' && !KEY_EVENTS.has(e.type)) return null;
  const z = zh(c);
  const who = e.player !== undefined && e.player >= 0 ? playerLabel(c, e.player) : '';
  const n = (id: number | undefined): string => cardName(s, id, c);
  switch (e.type) {
    case 'gameStart':
      return z ? `对局开始（种子 ${e.amount}）` : `game start (seed ${e.amount})`;
    case 'turnStart':
      return z ? `第${e.amount}回合：${who}` : `turn ${e.amount}: ${who}`;
    case 'drew':
      return z ? `${who} 抽了 ${n(e.card)}` : `${who} draws ${n(e.card)}`;
    case 'converted':
      return z ? `${who} 把 ${n(e.card)} 转化为${e.amount}点能量` : `${who} converts ${n(e.card)} into ${e.amount} energy`;
    case 'played':
      return z ? `${who} 打出 ${n(e.card)}` : `${who} plays ${n(e.card)}`;
    case 'entered':
      return z ? `${n(e.card)} 进入${who}的主要区域` : `${n(e.card)} enters ${who}'s main area`;
    case 'activated':
      return e.info === 'trigger'
        ? z ? `${n(e.card)} 的能力诱发：${abilityText(s, e.card!, e.amount!, c)}` : `${n(e.card)} triggers: ${abilityText(s, e.card!, e.amount!, c)}`
        : z ? `${who} 发动 ${n(e.card)} 的能力：${abilityText(s, e.card!, e.amount!, c)}` : `${who} uses ${n(e.card)}: ${abilityText(s, e.card!, e.amount!, c)}`;
    case 'attacked':
      return e.card === undefined
        ? z ? `${n(e.target)} 攻击 ${who}` : `${n(e.target)} attacks ${who}`
        : z ? `${n(e.target)} 攻击 ${who}的 ${n(e.card)}` : `${n(e.target)} attacks ${who}'s ${n(e.card)}`;
    case 'guarded':
      return z ? `${who}的 ${n(e.card)} 守护` : `${who}'s ${n(e.card)} guards`;
    case 'damaged':
      return z ? `${n(e.card)} 受到${e.amount}点${e.info === 'battle' ? '战斗' : ''}伤害` : `${n(e.card)} takes ${e.amount} ${e.info === 'battle' ? 'battle ' : ''}damage`;
    case 'destroyed':
      return z ? `${who}的 ${n(e.card)} 被消灭` : `${who}'s ${n(e.card)} is destroyed`;
    case 'pushed':
      return z ? `${who} 胜利进度${signed(e.amount)}` : `${who} victory ${signed(e.amount)}`;
    case 'trauma':
      return z ? `${who} 受到1点创伤（共${e.amount}）` : `${who} takes 1 trauma (${e.amount} in all)`;
    case 'dying':
      return z ? `${who} 进入濒死` : `${who} is dying (濒死)`;
    case 'recovered':
      return z ? `${who} 脱离濒死，创伤清零` : `${who} recovers from dying; trauma cleared`;
    case 'healed':
      return z ? `${who} 治愈${e.amount}点创伤` : `${who} heals ${e.amount} trauma`;
    case 'negated':
      return z ? `${n(e.card)} 被无效` : `${n(e.card)} is negated`;
    case 'moment':
      return e.info === 'extreme'
        ? z ? '极动能时刻开始' : 'the extreme-energy moment begins'
        : z ? '增量产能时刻开始' : 'the incremental-production moment begins';
    case 'resource': {
      const r = z ? RES_ZH[e.info ?? ''] ?? e.info : RES_EN[e.info ?? ''] ?? e.info;
      return z ? `${who} 获得${e.amount}点${r}` : `${who} gains ${e.amount} ${r}`;
    }
    case 'compensation':
      return e.info === 'energy'
        ? z ? `${who} 选择后手补偿：1点能量` : `${who} takes compensation: 1 energy`
        : z ? `${who} 选择后手补偿：${n(e.card)} 获得【迅捷】` : `${who} takes compensation: ${n(e.card)} gains [Haste]`;
    case 'moved':
      return z
        ? `${n(e.card)} 从${ZONE_ZH[e.from ?? ''] ?? e.from}移到${ZONE_ZH[e.to ?? ''] ?? e.to}${e.info === 'sceneReplaced' ? '（被新场景替换）' : ''}`
        : `${n(e.card)} moves from ${e.from} to ${e.to}${e.info === 'sceneReplaced' ? ' (replaced by a new scene)' : ''}`;
    case 'tapped':
      return z ? `${n(e.card)} 横置` : `${n(e.card)} taps`;
    case 'untapped':
      return z ? `${n(e.card)} 重整` : `${n(e.card)} untaps`;
    case 'shuffled':
      return z ? `${who} 把弃牌区洗回卡组` : `${who} shuffles the discard pile into the deck`;
    case 'gameOver':
      if (e.player === -1) return z ? '对局结束：平局' : 'game over: draw';
      return z ? `对局结束：${who} 获胜${e.info === 'tiebreak' ? '（同时达成，按创伤/角色数判定）' : ''}` : `game over: ${who} wins${e.info === 'tiebreak' ? ' (tie-break)' : ''}`;
  }
  return null;
}

/** The board as the viewer sees it: both players' counters and main areas, the viewer's hand, phase and turn. */
export function describeBoard(s: GameState, viewer: number, c: DescribeContext): string {
  const z = zh(c);
  const phase = z ? PHASE_ZH[s.phase] ?? s.phase : s.phase;
  const target = (s.params.victoryTarget as number | undefined) ?? 15;
  const lines: string[] = [];
  lines.push(z ? `══ 第${s.turn}回合 · ${playerLabel(c, s.active)}的${phase} ══` : `══ turn ${s.turn} · ${playerLabel(c, s.active)} · ${phase} ══`);
  for (const p of [1 - viewer, viewer]) {
    const pl = s.players[p];
    const r = pl.res;
    const dying = pl.flags.dying ? (z ? ' 濒死' : ' DYING') : '';
    const you = p === viewer && !c.players ? (z ? '（你）' : ' (you)') : '';
    lines.push(
      z
        ? `${playerLabel(c, p)}${you}  胜利进度 ${r.victory}/${target}  创伤 ${r.trauma}${dying}  能量 ${r.energy}  极动能 ${r.extremeEnergy}  手牌 ${pl.zones[Z.hand].length}  卡组 ${pl.zones[Z.deck].length}  弃牌 ${pl.zones[Z.discard].length}`
        : `${playerLabel(c, p)}${you}  victory ${r.victory}/${target}  trauma ${r.trauma}${dying}  energy ${r.energy}  extreme ${r.extremeEnergy}  hand ${pl.zones[Z.hand].length}  deck ${pl.zones[Z.deck].length}  discard ${pl.zones[Z.discard].length}`,
    );
    const main = pl.zones[Z.main];
    lines.push(z ? '  主要区域：' + (main.length ? '' : '（空）') : '  main area:' + (main.length ? '' : ' (empty)'));
    for (const id of main) lines.push('    ' + cardStatus(s, id, c));
    if (p === viewer) {
      const hand = pl.zones[Z.hand];
      lines.push(z ? '  手牌：' + (hand.length ? '' : '（空）') : '  hand:' + (hand.length ? '' : ' (empty)'));
      for (const id of hand) lines.push('    ' + handCard(s, id, c));
    }
  }
  if (s.chain.length) {
    lines.push(z ? '连锁：' : 'chain:');
    for (const l of s.chain) lines.push(`  ${playerLabel(c, l.controller)} ${l.kind}${l.source >= 0 ? ' ' + cardName(s, l.source, c) : ''}`);
  }
  return lines.join('\n');
}

const PHASE_ZH: Record<string, string> = { start: '开始阶段', refresh: '重整阶段', main: '主要阶段', draw: '抽牌阶段', end: '结束阶段', over: '对局结束', setup: '准备' };

/** One legal action in words, from the point of view of the player who takes it. */
export function describeAction(s: GameState, a: Action, c: DescribeContext): string {
  return tidy(c, describeActionRaw(s, a, c));
}

/** One event as a line, or null when it is bookkeeping (or below `level`). */
export function describeEvent(s: GameState, e: GameEvent, c: DescribeContext, level: EventLevel = 'all'): string | null {
  const t = describeEventRaw(s, e, c, level);
  return t === null ? null : tidy(c, t);
}

/** The question of the pending decision. */
export function describeDecision(s: GameState, c: DescribeContext): string {
  return tidy(c, describeDecisionRaw(s, c));
}

/** One option of the pending decision. */
export function describeOption(s: GameState, index: number, c: DescribeContext): string {
  return tidy(c, describeOptionRaw(s, index, c));
}

/** Status of a card in a main area: tapped, 常值, damage, keywords in force. */
export function cardStatus(s: GameState, id: number, c: DescribeContext): string {
  return tidy(c, cardStatusRaw(s, id, c));
}

/** "（第2张）" when other options name a card of the same name, so copies can be told apart. */
function copyMark(s: GameState, options: readonly { value: number }[], index: number, c: DescribeContext): string {
  const me = options[index].value;
  if (me < 0) return '';
  const same = options.filter((o) => o.value >= 0 && s.cards[o.value].def === s.cards[me].def);
  if (same.length < 2) return '';
  const nth = same.findIndex((o) => o.value === me) + 1;
  return zh(c) ? `（第${nth}张）` : ` (copy ${nth})`;
}

/** A decision already taken, short, for logs: 发动「X」：是 / 目标：玩家2的「Y」. */
export function describeChoice(s: GameState, index: number, c: DescribeContext): string {
  const d = s.pending;
  const o = d?.options[index];
  if (!d || !o) return `#${index}`;
  const z = zh(c);
  const yes = o.value === 1 ? (z ? '是' : 'yes') : z ? '否' : 'no';
  switch (d.kind) {
    case 'target':
      return tidy(c, (z ? '目标：' : 'target: ') + targetText(s, o.value, c) + copyMark(s, d.options, index, c));
    case 'trigger':
      return tidy(c, z ? `发动 ${cardName(s, d.context.source, c)} 的能力：${yes}` : `use ${cardName(s, d.context.source, c)}'s ability: ${yes}`);
    case 'optional': {
      const link = s.chain.find((l) => l.id === d.context.link);
      const src = link && link.source >= 0 ? cardName(s, link.source, c) : '';
      return tidy(c, z ? `${src} 的可选效果：${yes}` : `${src}'s optional effect: ${yes}`);
    }
  }
  return describeOption(s, index, c);
}
