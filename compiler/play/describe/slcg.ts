// SLCG's words: the board (胜利进度, 创伤, 能量, main areas), its actions and events, 极动能激发.
import {
  hasKeyword,
  SLCG_ZONE as Z,
  valueOf,
  type Action,
  type GameEvent,
  type GameState,
  type SlcgState,
} from '../../../runtime/index.js';
import { profiles } from '../../../runtime/profiles/index.js';
import {
  abilityText,
  cardName,
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

const slcg = profiles.slcg;
const CHARACTER = slcg.cardTypes.find((t) => t.id === 'character')!.zh;
const SCENE = slcg.cardTypes.find((t) => t.id === 'scene')!.zh;

function colorLabel(id: string | undefined, c: DescribeContext): string {
  const x = slcg.colors.find((k) => k.id === (id ?? 'none'))!;
  return zh(c) ? x.zh : x.en;
}

function cardStatus(g: GameState, id: number, c: DescribeContext): string {
  const s = g as SlcgState;
  const d = defOf(s, id);
  const card = s.cards[id];
  const bits: string[] = [];
  if (d.type === CHARACTER) {
    const v = valueOf(s, id);
    bits.push(zh(c) ? `常值${v}${colorLabel(d.color, c)}` : `value ${v} ${colorLabel(d.color, c)}`);
    if (card.damage) bits.push(zh(c) ? `伤害${card.damage}` : `${card.damage} damage`);
  } else bits.push(typeLabel(s, d.type, c));
  bits.push(card.tapped ? (zh(c) ? '横置' : 'tapped') : zh(c) ? '竖置' : 'upright');
  if (card.enteredTurn === s.turn && d.type === CHARACTER && !hasKeyword(s, id, 'haste'))
    bits.push(zh(c) ? '冷却期' : 'cooling down');
  const kws = slcg.keywords.filter((k) => k.id !== 'action' && hasKeyword(s, id, k.id));
  const kwText = kws.map((k) => keywordName(s, k.id, c)).join('');
  return `${cardName(s, id, c)} ${bits.join(zh(c) ? '，' : ', ')}${kwText ? ' ' + kwText : ''}`;
}

/** A hand card: name, type, cost, 常值. */
function handCard(s: GameState, id: number, c: DescribeContext): string {
  if (isHidden(s, id)) return cardName(s, id, c);
  const d = defOf(s, id);
  const bits: string[] = [typeLabel(s, d.type, c)];
  if (d.cost)
    bits.push(
      zh(c)
        ? `费用${d.cost.energy}${d.cost.extreme ? '+极' : ''}`
        : `cost ${d.cost.energy}${d.cost.extreme ? '+X' : ''}`,
    );
  if (d.type === CHARACTER)
    bits.push(
      zh(c)
        ? `常值${d.stats.value ?? 0}${colorLabel(d.color, c)}`
        : `value ${d.stats.value ?? 0} ${colorLabel(d.color, c)}`,
    );
  if (d.marks.includes('burst')) bits.push(zh(c) ? '突发' : 'burst');
  if (d.marks.includes('battery')) bits.push(zh(c) ? '增量产能' : 'battery');
  return zh(c) ? `${cardName(s, id, c)}（${bits.join('，')}）` : `${cardName(s, id, c)} (${bits.join(', ')})`;
}

function action(s: GameState, a: Action, c: DescribeContext): string | null {
  const z = zh(c);
  const n = (id: unknown): string => cardName(s, id as number, c);
  switch (a.type) {
    case 'convert': {
      const d = defOf(s, a.card as number);
      const gain = d.marks.includes('battery') ? 2 : 1;
      return z ? `把 ${n(a.card)} 转化为能量（+${gain}）` : `convert ${n(a.card)} into energy (+${gain})`;
    }
    case 'play': {
      const d = defOf(s, a.card as number);
      const cost = d.cost
        ? z
          ? `（费用${d.cost.energy}${d.cost.extreme ? '，极动能1' : ''}）`
          : ` (cost ${d.cost.energy}${d.cost.extreme ? ', 1 extreme' : ''})`
        : '';
      if (d.type === CHARACTER) return z ? `登场 ${n(a.card)}${cost}` : `deploy ${n(a.card)}${cost}`;
      if (d.type === SCENE) return z ? `放置场景 ${n(a.card)}${cost}` : `place scene ${n(a.card)}${cost}`;
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
        ? z
          ? '后手补偿：获得1点能量'
          : 'second-player compensation: gain 1 energy'
        : z
          ? `后手补偿：令 ${n(a.card)} 获得【迅捷】`
          : `second-player compensation: give ${n(a.card)} [Haste]`;
    case 'guard':
      return z ? `${n(a.card)} 守护（代替承受这次攻击）` : `${n(a.card)} guards (takes this attack instead)`;
    case 'endMain':
      return z ? '结束主要阶段' : 'end the main phase';
  }
  return null;
}

function event(s: GameState, e: GameEvent, c: DescribeContext): string | null {
  const z = zh(c);
  const who = e.player !== undefined && e.player >= 0 ? playerLabel(c, e.player) : '';
  const n = (id: number | undefined): string => cardName(s, id, c);
  switch (e.type) {
    case 'converted':
      return z
        ? `${who} 把 ${n(e.card)} 转化为${e.amount}点能量`
        : `${who} converts ${n(e.card)} into ${e.amount} energy`;
    case 'entered':
      return z ? `${n(e.card)} 进入${who}的主要区域` : `${n(e.card)} enters ${who}'s main area`;
    case 'attacked':
      return e.card === undefined
        ? z
          ? `${n(e.target)} 攻击 ${who}`
          : `${n(e.target)} attacks ${who}`
        : z
          ? `${n(e.target)} 攻击 ${who}的 ${n(e.card)}`
          : `${n(e.target)} attacks ${who}'s ${n(e.card)}`;
    case 'guarded':
      return z ? `${who}的 ${n(e.card)} 守护` : `${who}'s ${n(e.card)} guards`;
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
    case 'moment':
      return e.info === 'extreme'
        ? z
          ? '极动能时刻开始'
          : 'the extreme-energy moment begins'
        : z
          ? '增量产能时刻开始'
          : 'the incremental-production moment begins';
    case 'compensation':
      return e.info === 'energy'
        ? z
          ? `${who} 选择后手补偿：1点能量`
          : `${who} takes compensation: 1 energy`
        : z
          ? `${who} 选择后手补偿：${n(e.card)} 获得【迅捷】`
          : `${who} takes compensation: ${n(e.card)} gains [Haste]`;
    case 'moved':
      if (e.info !== 'sceneReplaced') return null;
      return z
        ? `${n(e.card)} 从${zoneLabel(s, e.from, c)}移到${zoneLabel(s, e.to, c)}（被新场景替换）`
        : `${n(e.card)} moves from ${zoneLabel(s, e.from, c)} to ${zoneLabel(s, e.to, c)} (replaced by a new scene)`;
    case 'shuffled':
      if (e.info !== 'discardToDeck') return null;
      return z ? `${who} 把弃牌区洗回卡组` : `${who} shuffles the discard pile into the deck`;
    case 'gameOver':
      if (e.info !== 'tiebreak' || e.player === -1) return null;
      return z ? `对局结束：${who} 获胜（同时达成，按创伤/角色数判定）` : `game over: ${who} wins (tie-break)`;
  }
  return null;
}

/** The board as the viewer sees it: both players' counters and main areas, the viewer's hand, phase and turn. */
function board(g: GameState, viewer: number, c: DescribeContext): string {
  const s = g as SlcgState;
  const z = zh(c);
  const phase = phaseLabel(s, s.phase, c);
  const target = (s.params.victoryTarget as number | undefined) ?? 15;
  const life = (s.params.lifeCards as number | undefined) ?? 5;
  const lines: string[] = [];
  lines.push(
    z
      ? `══ 第${s.turn}回合 · ${playerLabel(c, s.active)}的${phase} ══`
      : `══ turn ${s.turn} · ${playerLabel(c, s.active)} · ${phase} ══`,
  );
  for (const p of [1 - viewer, viewer]) {
    const pl = s.players[p];
    const r = pl.res;
    const dying = pl.flags.dying ? (z ? ' 濒死' : ' DYING') : '';
    const you = p === viewer && !c.players ? (z ? '（你）' : ' (you)') : '';
    lines.push(
      z
        ? `${playerLabel(c, p)}${you}  胜利进度 ${r.victory}/${target}  创伤 ${r.trauma}/${life}${dying}  能量 ${r.energy}  极动能 ${r.extremeEnergy}  手牌 ${pl.zones[Z.hand].length}  卡组 ${pl.zones[Z.deck].length}  弃牌 ${pl.zones[Z.discard].length}`
        : `${playerLabel(c, p)}${you}  victory ${r.victory}/${target}  trauma ${r.trauma}/${life}${dying}  energy ${r.energy}  extreme ${r.extremeEnergy}  hand ${pl.zones[Z.hand].length}  deck ${pl.zones[Z.deck].length}  discard ${pl.zones[Z.discard].length}`,
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
    for (const l of s.chain)
      lines.push(
        `  ${playerLabel(c, l.controller)} ${linkWord(l.kind, c)}${l.source >= 0 ? ' ' + cardName(s, l.source, c) : ''}${l.negated ? (z ? '（已无效）' : ' (negated)') : ''}`,
      );
  }
  return lines.join('\n');
}

function turnHeader(g: GameState, e: GameEvent, c: DescribeContext): string {
  const s = g as SlcgState;
  const p = e.player ?? s.active;
  const [a, b] = s.players.map((pl) => pl.res);
  const l1 = playerLabel(c, 0),
    l2 = playerLabel(c, 1);
  // Out of what: SLCG-ZN-07 (victoryTarget, 15) wins, SLCG-TRM-03 (lifeCards, 5) makes a player 濒死.
  const target = (s.params.victoryTarget as number | undefined) ?? 15;
  const life = (s.params.lifeCards as number | undefined) ?? 5;
  return c.lang === 'en'
    ? `── turn ${e.amount} · ${playerLabel(c, p)} ──  victory ${l1} ${a.victory}/${target} · ${l2} ${b.victory}/${target}  trauma ${a.trauma}/${life} · ${b.trauma}/${life}`
    : `── 第${e.amount}回合 · ${playerLabel(c, p)} ──  胜利进度 ${l1} ${a.victory}/${target} · ${l2} ${b.victory}/${target}  创伤 ${a.trauma}/${life} · ${b.trauma}/${life}`;
}

/** A chain link's kind in words (the runtime's ids: card, deploy, attack, push, hinder, ability, trauma, event). */
const LINK_WORDS: Record<string, [string, string]> = {
  card: ['使用', 'playing'],
  deploy: ['登场', 'deploying'],
  attack: ['攻击', 'attack by'],
  push: ['推进', 'push by'],
  hinder: ['妨碍推进', 'hindrance by'],
  ability: ['能力', 'ability of'],
  trauma: ['创伤', 'trauma from'],
  event: ['突发', 'burst'],
};

function linkWord(kind: string, c: DescribeContext): string {
  const w = LINK_WORDS[kind];
  return w ? (zh(c) ? w[0] : w[1]) : kind;
}

/** Events the action's own line already says. */
function echoes(a: Action, e: GameEvent): boolean {
  switch (a.type) {
    case 'play':
      return e.type === 'played' && e.card === a.card;
    case 'convert':
      return e.type === 'converted' && e.card === a.card;
    case 'attack':
      return e.type === 'attacked';
    case 'ability':
      return e.type === 'activated' && e.info !== 'trigger' && e.card === a.card;
    case 'compensate':
      return e.type === 'compensation';
    case 'guard':
      return e.type === 'guarded';
  }
  return false;
}

/** SLCG-MO-03: an option of 极动能激发, the ruleset's one decision of its own. */
function igniteOption(s: GameState, index: number, c: DescribeContext): string | null {
  const d = s.pending!;
  if (d.kind !== 'ignite') return null;
  return d.options[index].value === 0
    ? zh(c)
      ? '获得1点极动能'
      : 'gain 1 extreme energy'
    : zh(c)
      ? '获得2点能量'
      : 'gain 2 energy';
}

export const slcgDescriber: RulesetDescriber = {
  board,
  handAction: (_s, card) => ({ type: 'play', card }),
  action,
  event,
  keyEvents: new Set([
    'played',
    'entered',
    'attacked',
    'damaged',
    'destroyed',
    'pushed',
    'trauma',
    'dying',
    'recovered',
    'healed',
    'negated',
    'guarded',
    'moment',
    'gameOver',
    'activated',
    'moved',
    'resource',
  ]),
  cardStatus,
  decision: (s, c) =>
    s.pending?.kind === 'ignite' ? (zh(c) ? '极动能激发：选择一项' : 'extreme ignition: choose one') : null,
  option: igniteOption,
  choice(s, index, c) {
    const o = igniteOption(s, index, c);
    return o && (zh(c) ? `极动能激发：${o}` : `extreme ignition: ${o}`);
  },
  turnHeader,
  echoes,
};
