// 卡灵时代's words: the 5×5 board as the viewer sees it (whose card stands where, AP/DP, face-down and 封锁
// areas), life and energy, its actions (降临, moves, attacks, effects, player skills), events and decisions.
import {
  areaName,
  cellFrom,
  cellOfRef,
  isCellRef,
  kalingSetCount,
  kalingStat,
  KALING_ZONE as Z,
  type Action,
  type GameEvent,
  type GameState,
  type KalingState,
} from '../../../runtime/index.js';
import { linkSource, pickOp } from './common.js';
import {
  abilityText,
  cardName,
  contextCard,
  contextCardName,
  defOf,
  isHidden,
  keywordName,
  phaseLabel,
  playerLabel,
  typeLabel,
  zh,
  type DescribeContext,
} from './context.js';
import type { RulesetDescriber } from './ruleset.js';
import { profiles } from '../../../runtime/profiles/index.js';

const kaling = profiles.kaling;
const typeId = (s: GameState, id: number): string | undefined =>
  kaling.cardTypes.find((t) => t.zh === defOf(s, id).type)?.id;

/** An area as the context's viewer reads the board (a1 = their back row's left end; default player 1's side). */
function area(cell: number, c: DescribeContext): string {
  const name = areaName(cell, c.viewer ?? 0);
  return zh(c) ? `区域${name}` : `area ${name}`;
}

const CAUSE: Record<string, [string, string]> = {
  battle: ['战斗', 'battle'],
  effect: ['效果', 'an effect'],
  gp: ['GP 归零', 'GP 0'],
};

function kw(s: KalingState, id: number, c: DescribeContext): string {
  return kaling.keywords
    .filter((k) => hasKw(s, id, k.id))
    .map((k) => keywordName(s, k.id, c))
    .join('');
}

function hasKw(s: KalingState, id: number, k: string): boolean {
  return s.pool.rules.hooks.hasKeyword(s, id, k);
}

/** A card on the battlefield: values in force, keywords, area. */
function cardStatus(g: GameState, id: number, c: DescribeContext): string {
  const s = g as KalingState;
  const card = s.cards[id];
  const z = zh(c);
  if (card.faceDown) {
    // The name only for the player who set it (a terminal player sees their own hidden cards).
    const own = c.viewer === undefined || c.viewer === card.controller ? cardName(s, id, c) : '';
    return z ? `盖卡${own}（${area(card.cell, c)}）` : `face-down card ${own}(${area(card.cell, c)})`;
  }
  const t = typeId(s, id);
  const bits: string[] = [];
  if (t === 'kaling')
    bits.push(
      `AP${kalingStat(s, id, 'ap')} DP${kalingStat(s, id, 'dp')} SP${kalingStat(s, id, 'sp')}`,
      z ? `等级${kalingStat(s, id, 'level')}` : `level ${kalingStat(s, id, 'level')}`,
    );
  else if (s.pool.tables.placed[card.def]) bits.push(`GP${kalingStat(s, id, 'gp')}`);
  else bits.push(typeLabel(s, defOf(s, id).type, c));
  if (card.cell >= 0) bits.push(area(card.cell, c));
  const k = kw(s, id, c);
  return `${cardName(s, id, c)} ${bits.join(z ? '，' : ', ')}${k ? ' ' + k : ''}`;
}

/** A hand card: type, level and values, 降临 cost. */
function handCard(s: KalingState, id: number, c: DescribeContext): string {
  if (isHidden(s, id)) return cardName(s, id, c);
  const d = defOf(s, id);
  const z = zh(c);
  const bits: string[] = [typeLabel(s, d.type, c)];
  if (s.pool.tables.kaling[s.cards[id].def]) {
    bits.push(z ? `等级${d.stats.level}` : `level ${d.stats.level}`, `AP${d.stats.ap ?? 0}/DP${d.stats.dp ?? 0}`);
    if (d.summonCost?.energy !== undefined)
      bits.push(z ? `降临耗能${d.summonCost.energy}` : `summon ${d.summonCost.energy} energy`);
    return z ? `${cardName(s, id, c)}（${bits.join('，')}）` : `${cardName(s, id, c)} (${bits.join(', ')})`;
  } else if (d.marks.includes('placed')) bits.push(z ? `放置 GP${d.stats.gp ?? 0}` : `placed, GP ${d.stats.gp ?? 0}`);
  // A tactic or device: each effect's kind, its cost and whether it waits for a timing.
  for (const ab of d.abilities) {
    if (ab.kind === 'eternal') continue;
    const kind = ab.kind === 'start' ? (z ? '启动' : 'activated') : z ? '瞬发' : 'instant';
    const cost = ab.costs.free
      ? z
        ? '免能'
        : 'free'
      : z
        ? `耗能${ab.costs.energy ?? 0}`
        : `${ab.costs.energy ?? 0} energy`;
    bits.push(`${kind}·${cost}${ab.timing ? (z ? '·诱发' : ', on its timing') : ''}`);
  }
  return z ? `${cardName(s, id, c)}（${bits.join('，')}）` : `${cardName(s, id, c)} (${bits.join(', ')})`;
}

function action(g: GameState, a: Action, c: DescribeContext): string | null {
  const s = g as KalingState;
  const z = zh(c);
  const n = (id: unknown): string => cardName(s, id as number, c);
  const p = s.active;
  switch (a.type) {
    case 'summon': {
      const d = defOf(s, a.card as number);
      const m = a.material as number;
      if (m >= 0)
        return z
          ? `降临 ${n(a.card)}（以 ${n(m)} 为素材，${area(s.cards[m].cell, c)}）`
          : `summon ${n(a.card)} (material ${n(m)}, ${area(s.cards[m].cell, c)})`;
      const cost = d.summonCost?.energy ?? d.stats.level ?? 0;
      return z ? `降临 ${n(a.card)}（耗能${cost}）` : `summon ${n(a.card)} (${cost} energy)`;
    }
    case 'move':
      return z
        ? `${n(a.card)} 移动到${area(a.cell as number, c)}`
        : `${n(a.card)} moves to ${area(a.cell as number, c)}`;
    case 'attack': {
      const cell = a.cell as number;
      if (cell < 0)
        return z
          ? `${n(a.attacker)} 直接攻击 ${playerLabel(c, 1 - p)}`
          : `${n(a.attacker)} attacks ${playerLabel(c, 1 - p)} directly`;
      return z
        ? `${n(a.attacker)} 攻击${area(cell, c)}的 ${n(s.grid![cell])}`
        : `${n(a.attacker)} attacks ${n(s.grid![cell])} in ${area(cell, c)}`;
    }
    case 'activate': {
      const card = s.cards[a.card as number];
      const from =
        card.zone === Z.hand ? (z ? '从手牌' : 'from hand ') : card.faceDown ? (z ? '翻开盖卡' : 'turning up ') : '';
      const text = abilityText(s, a.card as number, a.ability as number, c);
      return z ? `${from}发动 ${n(a.card)}：${text}` : `${from}activate ${n(a.card)}: ${text}`;
    }
    case 'set':
      return z ? `盖伏 ${n(a.card)}` : `set ${n(a.card)} face down`;
    case 'place':
      return z ? `放置设备 ${n(a.card)}` : `place device ${n(a.card)}`;
    case 'skillDraw':
      return z ? '玩家技能·爆能抽卡（耗能4，抽1张卡）' : 'player skill: power draw (4 energy, draw a card)';
    case 'skillMove':
      return z
        ? `玩家技能·调兵奇袭：${n(a.card)} 移动到${area(a.cell as number, c)}`
        : `player skill: swift raid, ${n(a.card)} to ${area(a.cell as number, c)}`;
    case 'endTurn':
      return z ? '结束回合' : 'end the turn';
  }
  return null;
}

function event(g: GameState, e: GameEvent, c: DescribeContext): string | null {
  const s = g as KalingState;
  const z = zh(c);
  const who = e.player !== undefined && e.player >= 0 ? playerLabel(c, e.player) : '';
  const n = (id: number | undefined): string => cardName(s, id, c);
  const at = (cell: number | undefined): string => area(cell ?? 0, c);
  switch (e.type) {
    case 'entered':
      if (e.info === 'placed')
        return z ? `设备 ${n(e.card)} 放置在${at(e.amount)}` : `device ${n(e.card)} is placed in ${at(e.amount)}`;
      return z
        ? `${n(e.card)} ${e.info === 'over' ? '超越降临' : '降临'}在${at(e.amount)}`
        : `${n(e.card)} is ${e.info === 'over' ? 'over-summoned' : 'summoned'} into ${at(e.amount)}`;
    case 'stepped':
      return z
        ? `${n(e.card)} 移动到${at(e.amount)}${e.info === 'skill' ? '（调兵奇袭）' : ''}`
        : `${n(e.card)} moves to ${at(e.amount)}${e.info === 'skill' ? ' (swift raid)' : ''}`;
    case 'transferred':
      return z ? `${n(e.card)} 转移到${at(e.amount)}` : `${n(e.card)} is transferred to ${at(e.amount)}`;
    case 'attack': {
      const cell = e.amount ?? -1;
      if (cell < 0)
        return z
          ? `${n(e.card)} 宣言直接攻击 ${n(e.target)}`
          : `${n(e.card)} declares a direct attack on ${n(e.target)}`;
      return z
        ? `${n(e.card)} 宣言攻击${at(cell)}的 ${n(e.target)}`
        : `${n(e.card)} declares an attack on ${n(e.target)} in ${at(cell)}`;
    }
    case 'resist':
      return z
        ? `${n(e.card)} 以${e.info === 'dp' ? 'DP' : 'AP'}抵抗`
        : `${n(e.card)} resists with ${e.info === 'dp' ? 'DP' : 'AP'}`;
    case 'battle':
      return z
        ? `${e.info === 'vertical' ? '纵向' : '横向'}战斗：${n(e.card)} 对 ${n(e.target)}，差值${e.amount}`
        : `${e.info} battle: ${n(e.card)} against ${n(e.target)}, difference ${e.amount}`;
    case 'attackMissed':
      return z ? `${n(e.card)} 的攻击落空` : `${n(e.card)}'s attack misses`;
    case 'reachedBackRow':
      return z
        ? `${n(e.card)} 走到对方底线（${at(e.amount)}）`
        : `${n(e.card)} reaches the opponent's back row (${at(e.amount)})`;
    case 'returned':
    case 'banished':
    case 'searched':
      return null; // moments of a zone change the 'moved' line tells (no line of their own)
    case 'unlocked':
      return z ? `${at(e.amount)}的封锁解除` : `${at(e.amount)} is no longer locked`;
    case 'destroyed': {
      const [zc, en] = CAUSE[e.info ?? 'effect'] ?? CAUSE.effect;
      return z ? `${who}的 ${n(e.card)} 被清除（${zc}）` : `${who}'s ${n(e.card)} is cleared (${en})`;
    }
    case 'damaged': {
      const life = e.player !== undefined ? s.players[e.player].res.life : 0;
      return z
        ? `${who} 受到${e.amount}点${e.info === 'battle' ? '战斗' : '效果'}伤害（生命 ${life}）`
        : `${who} takes ${e.amount} ${e.info === 'battle' ? 'battle' : 'effect'} damage (life ${life})`;
    }
    case 'gpLost':
      return z ? `设备 ${n(e.card)} GP-1（剩 ${e.amount}）` : `device ${n(e.card)} loses 1 GP (${e.amount} left)`;
    case 'locked':
      return z ? `${at(e.amount)}被封锁` : `${at(e.amount)} is locked`;
    case 'restored':
      return z ? `${n(e.card)} 的数值还原` : `${n(e.card)}'s values are restored`;
    case 'set':
      return z ? `${who} 在${at(e.amount)}盖伏了一张卡` : `${who} sets a card in ${at(e.amount)}`;
    case 'material':
      return z
        ? `${n(e.card)} 作为 ${n(e.target)} 的素材送入弃区`
        : `${n(e.card)} goes to the discard pile as material for ${n(e.target)}`;
    case 'mulligan':
      return z ? `${who} 调试：放回${e.amount}张并重抽` : `${who} mulligans ${e.amount} card(s)`;
    case 'refill':
      return z ? `${who} 的能量补满到 ${e.amount}` : `${who}'s energy is refilled to ${e.amount}`;
    case 'resource': {
      const what = e.info === 'life' ? (z ? '生命' : 'life') : z ? '能量' : 'energy';
      if (e.amount === 0) return z ? `${who} 的能量已满（上限6）` : `${who}'s energy is already full (6)`;
      if (e.amount! < 0) return z ? `${who} 失去${-e.amount!}点${what}` : `${who} loses ${-e.amount!} ${what}`;
      return z ? `${who} 获得${e.amount}点${what}` : `${who} gains ${e.amount} ${what}`;
    }
    case 'skill':
      return z
        ? `${who} 使用玩家技能·${e.info === 'draw' ? '爆能抽卡' : '调兵奇袭'}`
        : `${who} uses the player skill ${e.info === 'draw' ? 'power draw' : 'swift raid'}`;
    case 'negated':
      if (e.info === 'eternal')
        return z ? `${n(e.card)} 的永恒效果本回合无效` : `${n(e.card)}'s eternal effects are negated this turn`;
      return null;
    case 'gameOver': {
      if (e.player === -1) return z ? '对局结束：平局' : 'game over: draw';
      const why =
        e.info === 'deck'
          ? z
            ? '（对方无牌可抽）'
            : ' (the opponent could not draw)'
          : e.info === 'life'
            ? z
              ? '（对方生命归零）'
              : ' (the opponent is at 0 life)'
            : '';
      return z ? `对局结束：${who} 获胜${why}` : `game over: ${who} wins${why}`;
    }
  }
  return null;
}

// ── the board ──────────────────────────────────────────────────────────────────────────────────────

/** Display width: CJK and full-width characters take two columns. */
function width(t: string): number {
  let w = 0;
  for (const ch of t)
    w += /[\u1100-\u115f\u2e80-\ua4cf\uac00-\ud7a3\uf900-\ufaff\ufe30-\ufe4f\uff00-\uff60\uffe0-\uffe6]/.test(ch)
      ? 2
      : 1;
  return w;
}

/** Cuts `t` to `w` columns and pads it. */
function fit(t: string, w: number): string {
  let out = '';
  let used = 0;
  for (const ch of t) {
    const cw = width(ch);
    if (used + cw > w) break;
    out += ch;
    used += cw;
  }
  return out + ' '.repeat(w - used);
}

const CELL_W = 12;

/** The two lines of an area: who stands there and its values (▲ the viewer's, ▼ the opponent's). */
function cellLines(s: KalingState, cell: number, viewer: number, c: DescribeContext): [string, string] {
  const z = zh(c);
  const locked = s.gridLocks![cell] >= s.turn;
  const id = s.grid![cell];
  if (id < 0) return locked ? [z ? ' ╳ 封锁 ╳' : ' X locked X', ''] : ['     ·', ''];
  const card = s.cards[id];
  const mark = card.controller === viewer ? '▲' : '▼';
  const lock = locked ? (z ? ' 封锁' : ' lock') : '';
  if (card.faceDown)
    return [`${mark}${z ? '〔盖卡〕' : '[set]'}`, card.controller === viewer ? ` ${defOf(s, id).name}` : lock];
  const name = `${mark}${defOf(s, id).name}`;
  if (s.pool.tables.kaling[card.def])
    return [name, ` ${kalingStat(s, id, 'ap')}/${kalingStat(s, id, 'dp')}${kwMarks(s, id)}${lock}`];
  if (s.pool.tables.placed[card.def]) return [name, ` GP${kalingStat(s, id, 'gp')}${lock}`];
  return [name, z ? ' 发动中' : ' active'];
}

/** One letter per keyword in force: 坚 防 辟 (S B U in English). */
function kwMarks(s: KalingState, id: number): string {
  return (
    (hasKw(s, id, 'steadfast') ? '坚' : '') +
    (hasKw(s, id, 'blastproof') ? '防' : '') +
    (hasKw(s, id, 'unbounce') ? '辟' : '')
  );
}

function playerLine(s: KalingState, p: number, viewer: number, c: DescribeContext): string {
  const z = zh(c);
  const pl = s.players[p];
  const you = p === viewer && !c.players ? (z ? '（你）' : ' (you)') : '';
  const set = kalingSetCount(s, p);
  return z
    ? `${playerLabel(c, p)}${you}  生命 ${pl.res.life}  能量 ${pl.res.energy}/6  手牌 ${pl.zones[Z.hand].length}  卡组 ${pl.zones[Z.deck].length}  弃区 ${pl.zones[Z.discard].length}  盖卡 ${set}/3`
    : `${playerLabel(c, p)}${you}  life ${pl.res.life}  energy ${pl.res.energy}/6  hand ${pl.zones[Z.hand].length}  deck ${pl.zones[Z.deck].length}  discard ${pl.zones[Z.discard].length}  set ${set}/3`;
}

/** The board as `viewer` sees it: their back row at the bottom (row 1), columns a–e from their left. */
function board(g: GameState, viewer: number, c: DescribeContext): string {
  const s = g as KalingState;
  const z = zh(c);
  const lines: string[] = [];
  lines.push(
    z
      ? `══ 第${s.turn}回合 · ${playerLabel(c, s.active)}的${phaseLabel(s, s.phase, c)} ══`
      : `══ turn ${s.turn} · ${playerLabel(c, s.active)} · ${phaseLabel(s, s.phase, c)} ══`,
  );
  lines.push(playerLine(s, 1 - viewer, viewer, c));
  const rule = (l: string, m: string, r: string): string => `   ${l}${Array(5).fill('─'.repeat(CELL_W)).join(m)}${r}`;
  lines.push('    ' + ['a', 'b', 'c', 'd', 'e'].map((x) => fit(`     ${x}`, CELL_W)).join(' '));
  lines.push(rule('┌', '┬', '┐'));
  const sideNote = (row: number): string =>
    row === 5
      ? z
        ? `  ${playerLabel(c, 1 - viewer)}的底线`
        : `  ${playerLabel(c, 1 - viewer)}'s back row`
      : row === 3
        ? z
          ? '  公共战场'
          : '  public row'
        : row === 1
          ? z
            ? `  ${playerLabel(c, viewer)}的底线`
            : `  ${playerLabel(c, viewer)}'s back row`
          : '';
  for (let row = 5; row >= 1; row--) {
    const cells = [1, 2, 3, 4, 5].map((col) => cellLines(s, cellFrom(row, col, viewer), viewer, c));
    lines.push(` ${row} │${cells.map((x) => fit(x[0], CELL_W)).join('│')}│${sideNote(row)}`);
    lines.push(`   │${cells.map((x) => fit(x[1], CELL_W)).join('│')}│`);
    lines.push(row > 1 ? rule('├', '┼', '┤') : rule('└', '┴', '┘'));
  }
  lines.push(playerLine(s, viewer, viewer, c));
  const hand = s.players[viewer].zones[Z.hand];
  lines.push((z ? '  手牌：' : '  hand:') + (hand.length ? '' : z ? '（空）' : ' (empty)'));
  for (const id of hand) lines.push('    ' + handCard(s, id, c));
  const field = [viewer, 1 - viewer].flatMap((p) =>
    s.players[p].zones[Z.battlefield].filter((id) => !(s.cards[id].faceDown && p !== viewer)),
  );
  if (field.length) {
    lines.push(z ? '  场上：' : '  on the battlefield:');
    for (const id of field) lines.push(`    ${s.cards[id].controller === viewer ? '▲' : '▼'} ${cardStatus(s, id, c)}`);
  }
  if (s.chain.length) {
    lines.push(z ? '  连锁：' : '  chain:');
    for (const l of s.chain)
      lines.push(
        `    ${playerLabel(c, l.controller)} ${linkText(s, l.kind, l.source, c)}${l.negated ? (z ? '（已无效）' : ' (negated)') : ''}`,
      );
  }
  lines.push(
    z
      ? '  ▲ 你方的卡 ▼ 对方的卡 · 数值 AP/DP · 坚守/防爆/辟旋 记作 坚/防/辟'
      : '  ▲ yours ▼ theirs · values AP/DP · 坚/防/辟 = steadfast/blastproof/unbounce',
  );
  return lines.join('\n');
}

function linkText(s: KalingState, kind: string, source: number, c: DescribeContext): string {
  const z = zh(c);
  const n = source >= 0 ? cardName(s, source, c) : '';
  switch (kind) {
    case 'attack':
      return z ? `${n} 的攻击` : `${n}'s attack`;
    case 'battle':
      return z ? `${n} 的战斗` : `${n}'s battle`;
    case 'place':
      return z ? `放置 ${n}` : `placing ${n}`;
    case 'start':
      return z ? `${n} 的启动效果` : `${n}'s activated effect`;
    case 'instant':
      return z ? `${n} 的瞬发效果` : `${n}'s instant effect`;
  }
  return `${kind} ${n}`;
}

function turnHeader(g: GameState, e: GameEvent, c: DescribeContext): string {
  const s = g as KalingState;
  const p = e.player ?? s.active;
  const [a, b] = s.players.map((pl) => pl.res);
  const l1 = playerLabel(c, 0),
    l2 = playerLabel(c, 1);
  return zh(c)
    ? `── 第${e.amount}回合 · ${playerLabel(c, p)} ──  生命 ${l1} ${a.life} · ${l2} ${b.life}  能量 ${a.energy} · ${b.energy}`
    : `── turn ${e.amount} · ${playerLabel(c, p)} ──  life ${l1} ${a.life} · ${l2} ${b.life}  energy ${a.energy} · ${b.energy}`;
}

function decision(g: GameState, c: DescribeContext): string | null {
  const s = g as KalingState;
  const d = s.pending!;
  const z = zh(c);
  switch (d.kind) {
    case 'area':
      return z
        ? `选择 ${contextCardName(s, 'card', c)} 放在哪个区域：`
        : `choose an area for ${contextCardName(s, 'card', c)}:`;
    case 'resist':
      return z
        ? `选择 ${contextCardName(s, 'defender', c)} 的抵抗值：`
        : `choose what ${contextCardName(s, 'defender', c)} resists with:`;
    case 'mulligan':
      return z
        ? `调试：把 ${contextCardName(s, 'card', c)} 放回卡组底吗？`
        : `mulligan: put ${contextCardName(s, 'card', c)} on the bottom of the deck?`;
    case 'pick': {
      const op = pickOp(s, d.context.link, d.context.op);
      if (op === 'move') return z ? '选择下一步移动到的区域：' : 'choose the next area to move into:';
      if (op === 'transfer') return z ? '选择转移到的区域：' : 'choose the area to transfer to:';
      if (op === 'overSummon') return z ? '选择超越降临的区域：' : 'choose the area to over-summon into:';
      return null;
    }
    case 'target':
      return null;
  }
  return null;
}

function option(g: GameState, index: number, c: DescribeContext): string | null {
  const s = g as KalingState;
  const d = s.pending!;
  const o = d.options[index];
  const z = zh(c);
  switch (d.kind) {
    case 'area':
      return area(o.value, c);
    case 'resist': {
      const stat = o.value ? 'dp' : 'ap';
      const defender = contextCard(s, 'defender');
      return defender === undefined ? stat.toUpperCase() : `${stat.toUpperCase()} ${kalingStat(s, defender, stat)}`;
    }
    case 'mulligan':
      return o.value ? (z ? '放回' : 'return it') : z ? '保留' : 'keep it';
  }
  if (isCellRef(o.value)) {
    const cell = cellOfRef(o.value);
    const id = s.grid![cell];
    return id >= 0 && !s.cards[id].faceDown ? `${area(cell, c)}（${cardName(s, id, c)}）` : area(cell, c);
  }
  return null;
}

/** What a pick of an area does, by the op it is for. */
const PICK_VERBS: Record<string, [string, string]> = {
  move: ['移动到', 'moves into'],
  transfer: ['转移到', 'transfers to'],
  overSummon: ['超越降临到', 'over-summons into'],
};

/**
 * A decision of 卡灵时代's own kinds already taken, naming what it was about (「狼王」放在区域c1, 「盾卫」以DP抵抗).
 * KL-SU-03: a 调试 answer names its card (调试：保留「X」) in the narration of whoever sees it — the spectator's
 * (--verbose, replay) and its owner's; another player's view holds neither the question's card nor the card itself,
 * so there it is a hidden card (调试：保留一张未公开的卡).
 */
function choice(g: GameState, index: number, c: DescribeContext): string | null {
  const s = g as KalingState;
  const d = s.pending!;
  const o = d.options[index];
  const z = zh(c);
  switch (d.kind) {
    case 'area': {
      const card = contextCardName(s, 'card', c);
      return z ? `${card} 放在${area(o.value, c)}` : `${card} into ${area(o.value, c)}`;
    }
    case 'resist': {
      const stat = o.value ? 'DP' : 'AP';
      const card = contextCardName(s, 'defender', c);
      return z ? `${card} 以${stat}抵抗` : `${card} resists with ${stat}`;
    }
    case 'pick': {
      if (!isCellRef(o.value)) return null;
      const verb = PICK_VERBS[pickOp(s, d.context.link, d.context.op) ?? ''];
      const src = linkSource(s, d.context.link, c);
      const where = area(cellOfRef(o.value), c);
      return verb ? (z ? `${src}：${verb[0]}${where}` : `${src}: ${verb[1]} ${where}`) : null;
    }
  }
  if (d.kind !== 'mulligan') return null;
  const card = contextCardName(s, 'card', c);
  const back = o.value === 1;
  return z ? `调试：${back ? '放回' : '保留'}${card}` : `mulligan: ${back ? 'return' : 'keep'} ${card}`;
}

/** Events the action's own line already says. */
function echoes(a: Action, e: GameEvent): boolean {
  switch (a.type) {
    case 'move':
      return e.type === 'stepped' && e.card === a.card;
    case 'skillMove':
      return (e.type === 'stepped' && e.card === a.card) || e.type === 'skill';
    case 'skillDraw':
      return e.type === 'skill';
    case 'activate':
      return (e.type === 'activated' || e.type === 'played') && e.card === a.card;
    case 'attack':
      return e.type === 'attack' || e.type === 'attacked';
    case 'set':
      return e.type === 'set';
  }
  return false;
}

/** What the other player sees of an action: a card being set face down is not named (KL-CT-07). */
function publicAction(_s: GameState, a: Action, c: DescribeContext): string | null {
  if (a.type !== 'set') return null;
  return zh(c) ? '盖伏一张卡' : 'set a card face down';
}

/** A 卡灵 is summoned (asked as the energy summon: a material summon that is legal shows among the moves), a 放置
 * device placed, a tactic or one-shot device activated by its first 启动 or 瞬发 effect. */
function handAction(g: GameState, card: number): Action | null {
  const s = g as KalingState;
  const t = s.pool.tables;
  const def = s.cards[card].def;
  if (t.kaling[def]) return { type: 'summon', card, material: -1 };
  if (t.placed[def]) return { type: 'place', card };
  const ab = s.defs[def].abilities.find((a) => a.kind === 'start' || a.kind === 'instant');
  return ab ? { type: 'activate', card, ability: ab.index } : null;
}

export const kalingDescriber: RulesetDescriber = {
  board,
  handAction,
  action,
  publicAction,
  event,
  keyEvents: new Set([
    'entered',
    'stepped',
    'transferred',
    'attack',
    'resist',
    'battle',
    'attackMissed',
    'reachedBackRow',
    'destroyed',
    'damaged',
    'gpLost',
    'locked',
    'unlocked',
    'restored',
    'set',
    'material',
    'skill',
    'negated',
    'activated',
    'played',
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
