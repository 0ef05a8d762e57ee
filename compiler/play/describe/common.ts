// Words shared by every ruleset: the driver's decisions (targets, options of a choice, optional triggers and
// effects, picks) and actions (choose, pass), and events every game emits.
import {
  DONE_CHOOSING,
  effectsOf,
  isCellRef,
  type Action,
  type GameEvent,
  type GameState,
} from '../../../runtime/index.js';
import {
  abilityText,
  cardName,
  contextCard,
  contextCardName,
  copyMark,
  hiddenCardName,
  keywordName,
  playerLabel,
  resourceLabel,
  targetText,
  zh,
  zoneLabel,
  type DescribeContext,
} from './context.js';
import { modeOptionText, modeQuestion, modeSource } from './modes.js';

export function commonAction(a: Action, c: DescribeContext): string | null {
  if (a.type === 'pass') return zh(c) ? '不响应' : 'pass (no response)';
  return null;
}

/** The source of the link a decision is about, as a name ('' for a link of no card; a hidden card when the view does not say which link). */
export function linkSource(s: GameState, linkId: number | undefined, c: DescribeContext): string {
  if (linkId === undefined) return hiddenCardName(c);
  const link = s.chain.find((l) => l.id === linkId);
  return link && link.source >= 0 ? cardName(s, link.source, c) : '';
}

export function commonDecision(s: GameState, c: DescribeContext): string | null {
  const d = s.pending;
  if (!d) return '';
  const z = zh(c);
  switch (d.kind) {
    case 'target': {
      const link = s.building;
      const src = link && link.source >= 0 ? cardName(s, link.source, c) : '';
      // 至多N个: the player may stop choosing (the last option).
      if (d.options.some((o) => o.value === DONE_CHOOSING)) {
        const n = link ? (link.targets[d.context.op]?.length ?? 0) : 0;
        return z
          ? `为 ${src} 选择目标（已选${n}个，可以不再选择）：`
          : `choose a target for ${src} (${n} chosen; you may stop here):`;
      }
      return z ? `为 ${src} 选择目标：` : `choose a target for ${src}:`;
    }
    case 'mode':
      return modeQuestion(s, c);
    case 'trigger': {
      const src = contextCard(s, 'source');
      if (src === undefined)
        return z
          ? `是否发动 ${contextCardName(s, 'source', c)} 的能力？`
          : `use ${contextCardName(s, 'source', c)}'s ability?`;
      return z
        ? `是否发动 ${cardName(s, src, c)} 的能力：${abilityText(s, src, d.context.ability, c).replace(/[。.]$/, '')}？`
        : `use ${cardName(s, src, c)}'s ability: ${abilityText(s, src, d.context.ability, c)}?`;
    }
    case 'optional': {
      const src = linkSource(s, d.context.link, c);
      if (d.context.op === undefined) return z ? `${src} 的可选效果要执行吗？` : `apply ${src}'s optional effect?`;
      return z
        ? `${src} 的可选效果（第${d.context.op + 1}项）要执行吗？`
        : `apply ${src}'s optional effect (part ${d.context.op + 1})?`;
    }
    case 'pick': {
      // 载入 picks a card from the deck; other ops' picks (an area, a step) are the ruleset's words.
      if (pickOp(s, d.context.link, d.context.op) !== 'search') return null;
      const src = linkSource(s, d.context.link, c);
      return z ? `${src}：从卡组中选择一张卡加入手牌` : `${src}: pick a card from the deck to take into hand`;
    }
  }
  return null;
}

/** The effect op a pick decision is for. */
export function pickOp(s: GameState, linkId: number, op: number): string | undefined {
  const link = s.chain.find((l) => l.id === linkId);
  return link ? effectsOf(s, link)[op]?.op : undefined;
}

/** An option of a driver decision; `status` describes a card on the field. */
export function commonOption(
  s: GameState,
  index: number,
  c: DescribeContext,
  status: (id: number) => string,
): string | null {
  const d = s.pending!;
  const o = d.options[index];
  const z = zh(c);
  // A grid area (KL-TG-01) is named the ruleset's way.
  if (isCellRef(o.value)) return null;
  switch (d.kind) {
    case 'target': {
      if (o.value === DONE_CHOOSING) return z ? '不再选择目标' : 'no more targets';
      if (o.value < 0) return playerLabel(c, -1 - o.value);
      const card = s.cards[o.value];
      const onField = s.pool.rules.hooks.fieldZones.includes(card.zone);
      return `${playerLabel(c, card.controller)}${z ? '：' : ': '}${onField ? status(o.value) : cardName(s, o.value, c)}${copyMark(s, d.options, index, c)}`;
    }
    case 'mode':
      return modeOptionText(s, o.value, c);
    case 'trigger':
    case 'optional':
      return o.value === 1 ? (z ? '是' : 'yes') : z ? '否' : 'no';
    case 'pick':
      return cardName(s, o.value, c);
  }
  return null;
}

/** A decision already taken, short, for logs (driver kinds), or null. */
export function commonChoice(s: GameState, index: number, c: DescribeContext): string | null {
  const d = s.pending!;
  const o = d.options[index];
  const z = zh(c);
  const yes = o.value === 1 ? (z ? '是' : 'yes') : z ? '否' : 'no';
  switch (d.kind) {
    case 'target':
      if (isCellRef(o.value)) return null;
      if (o.value === DONE_CHOOSING) return z ? '不再选择目标' : 'no more targets';
      return (z ? '目标：' : 'target: ') + targetText(s, o.value, c) + copyMark(s, d.options, index, c);
    case 'mode': {
      const src = modeSource(s, c);
      return z
        ? `${src} 的选择：${modeOptionText(s, o.value, c)}`
        : `${src}'s choice: ${modeOptionText(s, o.value, c)}`;
    }
    case 'trigger':
      return z
        ? `发动 ${contextCardName(s, 'source', c)} 的能力：${yes}`
        : `use ${contextCardName(s, 'source', c)}'s ability: ${yes}`;
    case 'optional': {
      const src = linkSource(s, d.context.link, c);
      return z ? `${src} 的可选效果：${yes}` : `${src}'s optional effect: ${yes}`;
    }
    case 'pick': {
      if (pickOp(s, d.context.link, d.context.op) !== 'search') return null;
      const src = linkSource(s, d.context.link, c);
      const card = cardName(s, o.value, c);
      return z ? `${src}：把 ${card} 加入手牌` : `${src}: takes ${card} into hand`;
    }
  }
  return null;
}

/** Events every ruleset emits, in neutral words (a ruleset describer may say them its own way first). */
export function commonEvent(s: GameState, e: GameEvent, c: DescribeContext): string | null {
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
    case 'played':
      return z ? `${who} 打出 ${n(e.card)}` : `${who} plays ${n(e.card)}`;
    case 'activated':
      return e.info === 'trigger'
        ? z
          ? `${n(e.card)} 的能力诱发：${abilityText(s, e.card!, e.amount!, c)}`
          : `${n(e.card)} triggers: ${abilityText(s, e.card!, e.amount!, c)}`
        : z
          ? `${who} 发动 ${n(e.card)} 的能力：${abilityText(s, e.card!, e.amount!, c)}`
          : `${who} uses ${n(e.card)}: ${abilityText(s, e.card!, e.amount!, c)}`;
    case 'damaged':
      return z
        ? `${n(e.card)} 受到${e.amount}点${e.info === 'battle' ? '战斗' : ''}伤害`
        : `${n(e.card)} takes ${e.amount} ${e.info === 'battle' ? 'battle ' : ''}damage`;
    case 'negated': {
      // The negate op's own event names the link only (amount: its id); the link stays on the chain, negated.
      const link = e.card === undefined ? s.chain.find((l) => l.id === e.amount) : undefined;
      const card = e.card ?? link?.source;
      const kind = e.info ?? link?.kind;
      // An attack (a 光暗 sortie) negated is the attack, not the card that made it.
      if (kind === 'attack' || kind === 'sortie')
        return z ? `${n(card)} 的攻击被无效` : `the attack by ${n(card)} is negated`;
      // A trauma link's card is the attacker that dealt it (SLCG-CB-07).
      if (kind === 'trauma')
        return card === undefined || card < 0
          ? z
            ? `那次创伤被无效`
            : `the trauma is negated`
          : z
            ? `${n(card)} 造成的创伤被无效`
            : `the trauma dealt by ${n(card)} is negated`;
      if (card === undefined || card < 0) return z ? '一个连锁被无效' : 'a chain link is negated';
      return z ? `${n(card)} 被无效` : `${n(card)} is negated`;
    }
    case 'resource': {
      // A character's own points name the character; a keyword spent (光暗 【光环】) is named as one.
      const holder = e.card !== undefined && e.card >= 0 ? n(e.card) : who;
      const amount = e.amount ?? 0;
      const k = Math.abs(amount);
      const r = resourceLabel(s, e.info, c);
      const kw = r === (e.info ?? '?') ? keywordName(s, e.info ?? '', c) : r;
      if (kw !== r) {
        if (amount < 0) return z ? `${holder} 失去${kw}` : `${holder} loses ${kw}`;
        return z ? `${holder} 获得${kw}` : `${holder} gains ${kw}`;
      }
      if (amount < 0) return z ? `${holder} 失去${k}点${r}` : `${holder} loses ${k} ${r}`;
      return z ? `${holder} 获得${k}点${r}` : `${holder} gains ${k} ${r}`;
    }
    case 'moved':
      return z
        ? `${n(e.card)} 从${zoneLabel(s, e.from, c)}移到${zoneLabel(s, e.to, c)}`
        : `${n(e.card)} moves from ${zoneLabel(s, e.from, c)} to ${zoneLabel(s, e.to, c)}`;
    case 'shuffled':
      // 洗切卡组 (an effect's shuffleDeck); a game's own shuffles (SLCG-TRN-06) are told by its describer.
      return z ? `${who} 洗切卡组` : `${who} shuffles their deck`;
    case 'tapped':
      return z ? `${n(e.card)} 横置` : `${n(e.card)} taps`;
    case 'untapped':
      return z ? `${n(e.card)} 重整` : `${n(e.card)} untaps`;
    case 'gameOver':
      if (e.player === -1) return z ? '对局结束：平局' : 'game over: draw';
      return z ? `对局结束：${who} 获胜` : `game over: ${who} wins`;
  }
  return null;
}
