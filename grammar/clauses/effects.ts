// Effect clauses (between ；): 可以, 若…[，则]…, 选择X，其…, phrases joined by ，/并/然后, and each
// phrase cut around its verb for the verb table (verbs.ts). Phrases without a verb are value
// changes: 其AP-2[直到回合结束], 该伤害-1, 对方卡灵的启动效果耗能+1, 费用-2.
import type { IToken } from 'chevrotain';
import type { Condition, Effect, Target } from '../ast.js';
import { diag } from '../diagnostics.js';
import { Colon, Comma, Enum, Minus, Plus } from '../lexer.js';
import type { ClauseItem } from '../line-parser.js';
import type { DurationOp, EffectKindOp, EffectOpName, SideOp, VerbOp, ZoneOp } from '../ops.js';
import type { Span } from '../source.js';
import { itNamesNothing } from '../constructs.js';
import { parseCondition } from './conditions.js';
import { Cursor } from './cursor.js';
import {
  bracketEntry,
  cat,
  entry,
  is,
  isGroup,
  isNumberTok,
  isTok,
  itemSpan,
  itemsSpan,
  kwRef,
  type Ctx,
} from './items.js';
import { AFTER_EFFECT_FORMS, immunityPhrase, lookAtDeckPhrase, notUnderstood } from './report.js';
import { parseTarget, STAT_CATEGORIES, statOf } from './targets.js';
import { VERBS, type Phrase } from './verbs.js';

/** Splits clause items at top-level commas. */
export function splitPhrases(items: readonly ClauseItem[]): ClauseItem[][] {
  const out: ClauseItem[][] = [[]];
  for (const x of items) {
    if (isTok(x, Comma)) out.push([]);
    else out[out.length - 1].push(x);
  }
  return out.filter((p) => p.length);
}

function isVerb(x: ClauseItem | undefined): boolean {
  const e = entry(x);
  return !!e && (e.id in VERBS || e.id === 'replace');
}

const isSign = (x: ClauseItem | undefined) => isTok(x, Plus) || isTok(x, Minus);

/**
 * A clause → its effects, left to right (SLCG-TX-07); a 若 condition holds for the phrases after it. SLCG-TX-08: 可以
 * asks about the effect it stands before; the clause's effects after that one run only if it was done (`ifDone`), and
 * so do those after 若如此 (`mayBefore`: an effect of an earlier clause of the ability asks).
 */
/** 选择X；其…: a clause that only chooses hands its X to the next clause of the ability. */
export interface Carried {
  selection?: Target;
  /** The clause that chose it (选择X), where CS1074 points when nothing takes X. */
  span?: Span;
}

export function parseClause(
  items: readonly ClauseItem[],
  ctx: Ctx,
  mayBefore = false,
  prior?: Effect,
  carried: Carried = {},
  /** The effects of the ability's earlier clauses (what 若其阵亡 may ask about). */
  earlier: readonly Effect[] = prior ? [prior] : [],
): Effect[] {
  const before = ctx.diags.length;
  // The next effect asks (可以); the effects after an asking one wait for it (ifDone).
  let optional = false;
  let gated = false;
  let asked = mayBefore;
  let rest = items;
  if (is(rest[0], 'may')) {
    optional = true;
    rest = rest.slice(1);
  }
  const effects: Effect[] = [];
  let condition: Condition | undefined;
  // 若…，X；否则Y: the effects after 否则 run only if the 若 of the effect right before it failed.
  let otherwise = false;
  let selection: Target | undefined = carried.selection;
  const handed = selection;
  const handedSpan = carried.span;
  carried.selection = carried.span = undefined;
  // Whether an effect designated the 选择's X already (the later ones refer to it).
  let chosen = false;
  // Where this clause's own 选择X is written, and whether an effect took X (designated it, went to it, measured from it).
  let choiceSpan: Span | undefined;
  let taken = false;
  // The target of the clause's last value change, which a change without one continues.
  let subject: Target | undefined;
  // Whether the last effect's own text ended with its duration.
  let trailing = false;
  // 本回合内，令…: a duration standing before the effects of its clause holds for each of them.
  let pending: DurationOp | undefined;
  const phrases = splitPhrases(rest);
  // 随机 of the phrase before (its effects from `randomFrom` on, or the X it chose): what it makes random.
  let random: ClauseItem | undefined;
  let randomFrom = 0;
  const settleRandom = () => {
    if (!random) return;
    const e = effects.slice(randomFrom).find((x) => x.target && designates(x.target) && !x.target.chosen);
    const span = itemSpan(random);
    const fix = { title: `删去“${(random as IToken).image}”`, titleEn: 'remove it', edits: [{ span, newText: '' }] };
    // 令一张对方卡灵随机移动1格 / 随机转移…: a random card, or a random path or area? Not guessed (the path and the
    // area are picked as the effect resolves, KL-MV-01 / KL-MV-05); 随机选择X，令其移动… says the card.
    // 从卡组随机载入1张卡灵卡: a 载入 designates no card of the field; the game takes the deck's cards at random.
    const search = e ? undefined : effects.slice(randomFrom).find((x) => x.op === 'search');
    if (e && (e.op === 'move' || e.op === 'transfer'))
      ctx.diags.push(diag('CS1105', span, [ctx.text.slice(span.start, e.span.end)], { fixes: [fix] }));
    else if (e) e.target = { ...e.target!, random: true };
    else if (search) search.random = true;
    else ctx.diags.push(diag('CS1104', span, [(random as IToken).image], { fixes: [fix] }));
    random = undefined;
  };
  for (let pi = 0; pi < phrases.length; pi++) {
    let p = phrases[pi];
    settleRandom();
    // 令对方随机弃一张手牌 / 随机对一个对方角色… / 对随机一个对方角色…: wherever it stands in the phrase, 随机 makes the
    // phrase's designation the game's, at random (docs/rules-decisions.md); taken out so the phrase reads as without it.
    const r = p.findIndex((x) => is(x, 'random'));
    if (r >= 0) {
      random = p[r];
      randomFrom = effects.length;
      p = p.filter((x) => !is(x, 'random'));
      if (!p.length) continue;
    }
    // X，并Y / X，然后Y / 若…，则Y: the connective joins to what came before.
    while (p.length > 1 && (is(p[0], 'and') || is(p[0], 'then') || is(p[0], 'thenIf'))) p = p.slice(1);
    // 若如此[，则]Y: Y waits for the 可以 effect before it; with none, CS1073 (it would always run).
    if (is(p[0], 'ifSo')) {
      if (asked) gated = true;
      else ctx.diags.push(diag('CS1073', itemSpan(p[0]), [(p[0] as IToken).image]));
      p = p.slice(is(p[1], 'thenIf') ? 2 : 1);
      if (!p.length) continue;
    }
    if (is(p[0], 'otherwise')) {
      const last = effects.length ? effects[effects.length - 1] : prior;
      if (last?.condition) otherwise = true;
      else ctx.diags.push(diag('CS1080', itemSpan(p[0]), [(p[0] as IToken).image]));
      condition = undefined;
      p = p.slice(is(p[1], 'thenIf') ? 2 : 1);
      if (!p.length) continue;
    }
    if (is(p[0], 'if')) {
      const k = p.findIndex((x) => is(x, 'thenIf'));
      const read = parseCondition(k < 0 ? p.slice(1) : p.slice(1, k), ctx, itemSpan(p[0]));
      // 若其阵亡 asks about the cards the last effect before it with a target acted on: with none, or one acting on
      // every such card (所有…: which of them died is not kept), CS1083.
      // 若其未被横置 / 若该角色生命≤3 ask about that card as 若其阵亡 does.
      // 召唤「X」 / 超越降临「X」 name the instances they bring into play (runtime acted-on.ts).
      const last = [...earlier, ...effects]
        .reverse()
        .find((e) => e.target || e.op === 'summon' || e.op === 'overSummon');
      // 当己方卡灵被清除时，若其等级≥3: with no effect before it, 其 is the trigger's subject (language.md "Targets"), as
      // 那张卡灵 is; 若其阵亡 there would ask nothing the moment did not say already (CS1083).
      if (read && !last && ctx.triggerSubject && !destroyedLeaf(read)) toTrigger(read);
      const dead = read && (destroyedLeaf(read) ?? itLeaf(read));
      // 选择一张对方卡灵，若其等级≥3，将其回档: 其 is the card just chosen, which the effects after it act on (its
      // state is asked, not whether it died: a 选择 destroys nothing, so 若其阵亡 there stays CS1083).
      const chosenBefore = !!selection && designates(selection) && !destroyedLeaf(read!);
      if (dead && !chosenBefore && (!last || last.target?.count === 'all'))
        ctx.diags.push(itNamesNothing(dead.span, ctx.text.slice(dead.span.start, dead.span.end)));
      condition = read ?? condition;
      if (k < 0) continue;
      p = p.slice(k + 1);
    }
    if (is(p[0], 'may')) {
      optional = true;
      p = p.slice(1);
    }
    // 若…，则再抽1张卡 / 可以再…: 再 after 则 or 可以 only says what comes next.
    while (p.length > 1 && is(p[0], 'then')) p = p.slice(1);
    if (is(p[0], 'choose')) {
      // 选择X，其… / 选择X并令其…: what is chosen runs up to the clause's next phrase, or up to 并/然后 when an effect
      // follows them (选择一个己方角色并令其攻击+2 is 选择一个己方角色，令其攻击+2).
      const k = p.findIndex((x) => is(x, 'and') || is(x, 'then'));
      const effectAt = (x: ClauseItem) => isVerb(x) || isSign(x);
      const end = k > 1 && !p.slice(0, k).some(effectAt) && p.slice(k + 1).some(effectAt) ? k : p.length;
      if (end < p.length || (!p.some(isVerb) && !p.some(isSign))) {
        selection = parseTarget(p.slice(1, end), ctx);
        // 选择对方卡灵，其…: 选择 designates one, with or without a count word (SLCG-TG-01).
        if (selection && selection.count === undefined && !selection.ref) selection.count = 1;
        // 随机选择一个对方角色，令其…: the choice is the game's; the effects on X take it as it is.
        if (random && selection && designates(selection)) {
          selection.random = true;
          random = undefined;
        }
        chosen = false;
        choiceSpan = itemsSpan(p.slice(0, end));
        taken = false;
        if (end === p.length) continue;
        p = p.slice(end + 1);
      }
    }
    // 选择两个对方角色，各造成1点伤害: 各 shares the effect among the chosen cards, each its own (SLCG-TG-01).
    if (selection && p.length > 1 && is(p[0], 'respectively')) p = p.slice(1);
    // 本回合内其AP+2 / 其AP+2，直到回合结束: a duration before an effect, or after it on its own.
    let lead: DurationOp | undefined;
    while (p.length && cat(p[0], 'duration')) {
      lead = durationOf(p[0]);
      p = p.slice(1);
    }
    if (!p.length) {
      if (!lead) continue;
      // A duration phrase with effects after it leads them; at the end of the clause it holds for every change of
      // the clause that states none (令X AP+1，DP+1，直到回合结束).
      if (phrases.slice(pi + 1).length) pending = lead;
      else if (effects.some(takesDuration)) {
        for (const e of effects) if (takesDuration(e) && !e.duration) e.duration = lead;
      } else notUnderstood(ctx, 'CS1016', items, 'effect');
      continue;
    }
    lead ??= pending;
    for (const part of joined(p)) {
      const xs = ctx.xUses?.length ?? 0;
      const e = parsePhrase(part, ctx, optional);
      if (!e) continue;
      if ((ctx.xUses?.length ?? 0) > xs) e.usesX = ctx.xUses![xs];
      if (optional) {
        optional = false;
        asked = gated = true;
      } else if (gated) e.ifDone = true;
      trailing = !!e.duration;
      if (lead && !e.duration && takesDuration(e)) e.duration = lead;
      if (selection) {
        // 选择X，其…: 其 (or no target, for an op that acts on a card) is the chosen X; the first effect designates
        // it and the others refer to that one choice (`chosen`).
        // A character's 护盾 is the chosen one's too (GA-CB-06: 选择X，令其攻击+2并获得3点护盾).
        const shield = (e.op === 'gainResource' || e.op === 'loseResource') && e.resource === 'shield';
        // 选择X，清除其上方的…: X would only be where a range is measured from (KL-TG-02..05); no op designates it.
        for (const t of [e.target, e.to])
          if (!chosen && t?.rangeFrom?.ref === 'it') {
            ctx.diags.push(diag('CS1107', selection.span, [ctx.text.slice(selection.span.start, selection.span.end)]));
            taken = true;
          }
        if ((!e.target && (ON_CARDS.has(e.op) || shield)) || e.target?.ref === 'it') {
          const span = e.target?.span ?? selection.span;
          e.target = chosen ? { kind: 'Target', span, ref: 'it', chosen: true, filters: [] } : { ...selection, span };
          chosen = true;
        }
        if (e.to?.ref === 'it') {
          e.to = { ...selection, span: e.to.span };
          taken = true;
        }
        // 选择一个对方角色，推动进度+X，X为其常值: an effect on no card whose X is 其's value reads the chosen card, which
        // it designates as a target would be (SLCG-TG-01).
        if (!chosen && ctx.xReadsIt && e.usesX && !e.target && !ON_CARDS.has(e.op) && !shield) {
          e.reads = { ...selection };
          chosen = true;
        }
        taken ||= chosen;
      } else if (CONTINUES.has(e.op) || e.bareObject) {
        // 令X AP+1，DP+1 / 令X获得2点护盾并获得【光环】: a change without a target continues the subject before it.
        // A player's resource (获得1点能量) has no card subject; a card's 护盾 has.
        const own = (e.op !== 'gainResource' && e.op !== 'loseResource') || e.resource === 'shield';
        if (!e.target && subject && own) {
          e.target = designates(subject)
            ? { kind: 'Target', span: e.span, ref: 'it', chosen: true, filters: [] }
            : { ...subject, span: e.span };
          // 令X直到对方回合结束AP-1，DP-1 / 令X本回合不能移动，不能攻击: a change continuing the card of the one before
          // it, with no duration of its own, lasts as that one does — the duration written in the subject is the
          // subject's (docs/language.md "Durations"); it was a permanent DP-1.
          const prev = effects[effects.length - 1];
          if (!e.duration && takesDuration(e) && prev?.duration && takesDuration(prev)) e.duration = prev.duration;
        } else if (e.target && !e.target.chosen) subject = e.target;
      }
      // A bare 横置 with no card before it to continue (抽1张卡，并横置) names nothing: the target is missing.
      if (e.bareObject && !e.target) {
        notUnderstood(ctx, 'CS1016', part, 'target');
        continue;
      }
      if (condition) e.condition = condition;
      if (otherwise) e.otherwise = true;
      effects.push(e);
    }
  }
  settleRandom();
  // A duration written at the end of the clause's last change holds for its other changes too (AP+1，DP+1直到回合结束).
  const last = effects[effects.length - 1];
  if (last?.duration && trailing && takesDuration(last))
    for (const e of effects) if (takesDuration(e) && !e.duration) e.duration = last.duration;
  // SLCG-TG-01: 选择X；其… — a clause that only chooses (no 可以, no 若) hands X to the next clause, where it is chosen
  // as in 选择X，其…; the ability's parser reports X if no clause is left to take it (CS1074).
  if (selection && selection !== handed && !effects.length && ctx.diags.length === before) {
    const span = itemsSpan(items);
    if (!optional && !condition) {
      carried.selection = selection;
      carried.span = span;
    } else ctx.diags.push(diag('CS1074', span, [ctx.text.slice(span.start, span.end)]));
  }
  // SLCG-TG-01: 选择X，抽1张卡 / 选择一个己方角色，对一个对方角色造成X点伤害，X为其常值 — X chosen in this clause and
  // taken by none of its effects (each names its own target or none) would be designated for nothing, and a 其 after
  // it would read another card: CS1074 rather than a choice dropped from the IR.
  if (selection && selection !== handed && choiceSpan && !taken && effects.length && ctx.diags.length === before)
    ctx.diags.push(diag('CS1074', choiceSpan, [ctx.text.slice(choiceSpan.start, choiceSpan.end)]));
  // A handed X that no effect of this clause acted on would be chosen for nothing.
  if (handed && handedSpan && selection === handed && !chosen && ctx.diags.length === before)
    ctx.diags.push(diag('CS1074', handedSpan, [ctx.text.slice(handedSpan.start, handedSpan.end)]));
  return effects;
}

/** Changes of a card a clause may list for one subject (令X AP+1，DP+1); a card's 护盾 sets the subject too. */
const CONTINUES: ReadonlySet<string> = new Set([
  'modifyStat',
  'grantKeyword',
  'loseKeyword',
  'forbid',
  'gainResource',
  'loseResource',
  // 令X获得【暴击】并回复2点生命 / 令X攻击+1并倒计时-1 (GA-CB-07, GA-CHR-05): the same character recovers, counts down.
  'recover',
  'countdown',
]);

/** Ops whose text may carry a duration (直到回合结束): value changes, keyword grants or losses, 不能攻击 …. */
function takesDuration(e: Effect): boolean {
  return e.op === 'modifyStat' || e.op === 'grantKeyword' || e.op === 'loseKeyword' || e.op === 'forbid';
}

/** Ops that act on a card (or area): what 选择X，其… and a continued subject can bind (the checker's CS2040 too). */
export const ON_CARDS: ReadonlySet<string> = new Set([
  'damage',
  'destroy',
  'banish',
  'returnToHand',
  'shuffleIntoDeck',
  'topDeck',
  'bottomDeck',
  'move',
  'transfer',
  'swap',
  'lockArea',
  'restore',
  'modifyStat',
  'grantKeyword',
  'loseKeyword',
  'forbid',
  'tap',
  'untap',
  'revive',
  'seal',
  'countdown',
  'recover',
]);

/**
 * Whether a target designates one or more cards (not a reference, a mass effect or a player). A card target with no
 * count word (令对方卡灵AP-1) is every such card, as 所有 (SLCG-TG-01; docs/language.md "Targets").
 */
function designates(t: Target): boolean {
  return !t.ref && typeof t.count === 'number' && t.cardKind !== 'player';
}

function durationOf(x: ClauseItem): DurationOp | undefined {
  const e = entry(x);
  return e?.category === 'duration' ? e.op : undefined;
}

const isStatWord = (x: ClauseItem | undefined): boolean =>
  !!x && !isGroup(x) && STAT_CATEGORIES.has(entry(x)?.category ?? '');

/** After the values of AP和DP+1 (from `at`, a value): the sign and amount they share, or undefined. */
function sharedChange(p: readonly ClauseItem[], at: number): ClauseItem[] | undefined {
  let j = at;
  while (isStatWord(p[j]) && (is(p[j + 1], 'and') || isTok(p[j + 1], Enum))) j += 2;
  if (!isStatWord(p[j])) return undefined;
  j++;
  if (is(p[j], 'respectively')) j++;
  return isSign(p[j]) && isNumberTok(p[j + 1]) ? [p[j], p[j + 1]] : undefined;
}

const isTrait = (x: ClauseItem | undefined): boolean => !!x && isGroup(x) && bracketEntry(x)?.category === 'trait';

/** A resource word a grant or loss ends with (获得2点护盾, 获得1点【光暗值】): a 特性 may follow it, the verb said again. */
function isResourceWord(x: ClauseItem | undefined): boolean {
  const e = x && (isGroup(x) ? bracketEntry(x) : entry(x));
  return !!e && (e.category === 'resource' || e.id === 'shieldKw');
}

/**
 * 并/然后 join two effects in one phrase (抽1张卡并推动进度+1): split where a verb part is complete. 获得/失去 of two
 * 特性 (获得【守护】和【连击】, 【守护】、【连击】, 【守护】【连击】) is one grant or loss each, the verb said again; so is a
 * resource and a 特性 after one 获得/失去 (获得2点护盾和【光环】, 获得【光环】与2点护盾: as 获得2点护盾并获得【光环】).
 */
function joined(p: ClauseItem[]): ClauseItem[][] {
  const parts: ClauseItem[][] = [[]];
  let hasVerb = false;
  // The 获得/失去 of the part, while its last item is a 特性 another may follow.
  let keywordVerb: ClauseItem | undefined;
  for (let i = 0; i < p.length; i++) {
    const x = p[i];
    const part = parts[parts.length - 1];
    const more = keywordVerb && isTrait(part[part.length - 1]);
    if (more && (is(x, 'and') || isTok(x, Enum)) && isTrait(p[i + 1])) {
      parts.push([keywordVerb!]);
      continue;
    }
    // 获得2点护盾和【光环】 / 获得【光环】和2点护盾: a resource and a 特性, each a grant of its own.
    const grantEnds = keywordVerb && (isTrait(part[part.length - 1]) || isResourceWord(part[part.length - 1]));
    const nextGrant = isTrait(p[i + 1]) || (isNumberTok(p[i + 1]) && isTrait(part[part.length - 1]));
    if (grantEnds && (is(x, 'and') || isTok(x, Enum)) && nextGrant) {
      parts.push([keywordVerb!]);
      continue;
    }
    const list = is(x, 'and') || isTok(x, Enum);
    if (list && !hasVerb && isStatWord(part[part.length - 1]) && isStatWord(p[i + 1])) {
      // AP和DP+1 / AP、DP+1 / AP与DP各+1: the change after the last value is each value's.
      const change = sharedChange(p, i + 1);
      if (change) {
        part.push(...change);
        parts.push([]);
        continue;
      }
    }
    if (is(x, 'respectively') && isStatWord(part[part.length - 1]) && isSign(p[i + 1])) continue;
    if (more && isTrait(x)) parts.push([keywordVerb!]);
    else if (isTok(x, Enum) && isSign(part[part.length - 2]) && isNumberTok(part[part.length - 1])) {
      // AP+1、DP+1: 、 lists value changes as ， does.
      parts.push([]);
      hasVerb = false;
      keywordVerb = undefined;
      continue;
    } else if ((is(x, 'and') || is(x, 'then')) && hasVerb) {
      // KL-TX-04: 检索一张「X」并加入手牌 — the 载入 puts the card into the hand anyway; no second effect.
      if (i + 2 === p.length && is(p[i + 1], 'addToHand') && part.some((y) => is(y, 'search'))) break;
      parts.push([]);
      hasVerb = false;
      keywordVerb = undefined;
      continue;
    }
    parts[parts.length - 1].push(x);
    if (isVerb(x) || isSign(x)) hasVerb = true;
    if (is(x, 'gain') || is(x, 'lose')) keywordVerb = x;
  }
  return parts.filter((x) => x.length);
}

const LEAD = new Set(['to', 'make', 'choose']);

/** One phrase → one effect, or undefined with a diagnostic. */
function parsePhrase(items: ClauseItem[], ctx: Ctx, optional: boolean): Effect | undefined {
  // 此卡灵不会被效果清除: a keyword's words (【防爆】), one CS1118 rather than a CS1023 per part.
  if (immunityPhrase(items, ctx)) return undefined;
  // 查看卡组顶3张卡，将其中一张加入手牌 (GA-ZN-01): the look, and what names the cards looked at.
  const look = lookAtDeckPhrase(items, ctx, optional);
  if (look) return look === true ? undefined : look;
  const span = itemsSpan(items);
  let vi = -1;
  for (let i = 0; i < items.length; i++) {
    if (isVerb(items[i])) {
      vi = i;
      break;
    }
  }
  if (vi < 0) return valueChange(items, ctx, optional);
  const verbTok = items[vi] as IToken;
  const ve = entry(verbTok)!;
  // 改为… (GA-RES-09): the enhanced effect replaces the base one.
  if (ve.id === 'replace') {
    // 改为：对所有敌方角色造成3点伤害: a ：right after 改为 says nothing; the effect is what follows it.
    const rest = items.slice(isTok(items[vi + 1], Colon) ? vi + 2 : vi + 1);
    const outer = ctx.instead;
    ctx.instead = true;
    const inner = rest.length ? parsePhrase(rest, ctx, optional) : undefined;
    ctx.instead = outer;
    if (!rest.length) notUnderstood(ctx, 'CS1016', items, 'effect');
    return inner && { ...inner, span, replaces: true };
  }
  let i = 0;
  let make = false;
  while (i < vi && LEAD.has(entry(items[i])?.id ?? '')) {
    if (is(items[i], 'make')) make = true;
    i++;
  }
  // 令一个己方角色本回合内获得【连击】: a duration inside the subject is the effect's.
  const [pre0, inner] = withoutDuration(items.slice(i, vi));
  let pre = pre0;
  let fronted: ClauseItem[] | undefined;
  let from: ZoneOp | undefined;
  // 将X[从<zone>]<verb> / 令Y将X…: the object stands before the verb.
  const ba = pre.findIndex((x) => is(x, 'ba'));
  if (ba >= 0) {
    fronted = pre.slice(ba + 1);
    pre = pre.slice(0, ba);
  }
  // 从[己方]<zone>: where the object comes from (从卡组载入…, 将X从弃区回归, 从己方弃区回归…).
  let fromSide: SideOp | undefined;
  // 将X从弃区回归 or 从卡组将X加入手牌: 从 may stand on either side of 将.
  const inFronted = fronted ? fronted.findIndex((x) => is(x, 'from')) : -1;
  const list = inFronted >= 0 && fronted ? fronted : pre;
  const fromAt = inFronted >= 0 ? inFronted : pre.findIndex((x) => is(x, 'from'));
  if (fromAt >= 0) {
    const s = entry(list[fromAt + 1]);
    const withSide = s?.category === 'side';
    const z = entry(list[fromAt + (withSide ? 2 : 1)]);
    if (z?.category === 'zone' && z.op) {
      from = z.op;
      if (withSide && s.op) fromSide = s.op;
      list.splice(fromAt, withSide ? 3 : 2);
    }
  }
  // 受到 (an event word) is damage until its reader sees 创伤.
  const op = ve.category === 'effect' && ve.op ? VERB_OP[ve.op] : 'damage';
  const e: Effect = { kind: 'Effect', span, op: op ?? 'damage', verb: kwRef(verbTok), optional };
  const phrase: Phrase = {
    ctx,
    items,
    span,
    verbTok,
    pre,
    make,
    fronted,
    from,
    fromSide,
    c: new Cursor(items.slice(vi + 1), ctx),
  };
  const out = VERBS[ve.id](phrase, e);
  if (!out) return undefined;
  epilogue(phrase.c, out, ctx);
  if (inner && !out.duration) out.duration = inner;
  return out;
}

/** The items without their duration words, and the duration they name. */
function withoutDuration(items: ClauseItem[]): [ClauseItem[], DurationOp | undefined] {
  let d: DurationOp | undefined;
  const rest: ClauseItem[] = [];
  for (const x of items) {
    const e = entry(x);
    if (e?.category === 'duration') d = e.op;
    else rest.push(x);
  }
  return [rest, d];
}

/** The effect op a verb starts as (its reader may change it: 获得 → grantKeyword or gainResource). */
const VERB_OP: Readonly<Partial<Record<VerbOp, EffectOpName>>> = {
  damage: 'damage',
  push: 'push',
  heal: 'heal',
  destroy: 'destroy',
  banish: 'banish',
  returnToHand: 'returnToHand',
  shuffleIntoDeck: 'shuffleIntoDeck',
  shuffleDeck: 'shuffleDeck',
  search: 'search',
  topDeck: 'topDeck',
  bottomDeck: 'bottomDeck',
  draw: 'draw',
  move: 'move',
  transfer: 'transfer',
  swap: 'swap',
  lockArea: 'lockArea',
  restore: 'restore',
  gain: 'gainResource',
  lose: 'loseResource',
  untap: 'untap',
  tap: 'tap',
  negate: 'negate',
  overSummon: 'overSummon',
  summon: 'summon',
  revive: 'revive',
  seal: 'seal',
  countdown: 'countdown',
  recover: 'recover',
  discard: 'discard',
  forbid: 'forbid',
};

/** What may follow any effect: a duration (直到回合结束); anything else is not understood. */
function epilogue(c: Cursor, e: Effect, ctx: Ctx): void {
  const d = entry(c.peek());
  if (d?.category === 'duration' && d.op) {
    c.next();
    e.duration = d.op;
  }
  if (!c.done()) notUnderstood(ctx, 'CS1016', c.rest(), 'effect', undefined, AFTER_EFFECT_FORMS);
}

/** A verbless phrase: `<target的><stat>±N [duration]`, 该伤害±N, `<target的><kind>效果耗能±N`, 费用±N. */
function valueChange(items: ClauseItem[], ctx: Ctx, optional: boolean): Effect | undefined {
  const span = itemsSpan(items);
  let si = -1;
  for (let i = 0; i + 1 < items.length; i++) {
    if (isSign(items[i + 1]) && entry(items[i])) {
      si = i;
      break;
    }
  }
  if (si < 0) {
    notUnderstood(ctx, 'CS1016', items, 'effect');
    return undefined;
  }
  const st = items[si] as IToken;
  const se = entry(st)!;
  const c = new Cursor(items.slice(si + 1), ctx);
  const amount = c.takeSigned();
  let i = 0;
  while (i < si && LEAD.has(entry(items[i])?.id ?? '')) i++;
  const [pre, inner] = withoutDuration(items.slice(i, si));
  const e: Effect = { kind: 'Effect', span, op: 'modifyStat', verb: kwRef(st), optional };
  if (amount !== undefined) e.amount = amount;
  if (se.id === 'thatDamage') e.op = 'damageModifier';
  else if (se.id === 'payEnergy' || se.id === 'cost') {
    // The subject is "<target>的<effect kind>效果": the effect kind narrows what costs change.
    e.op = 'costModifier';
    let kind: EffectKindOp | undefined;
    const subj: ClauseItem[] = [];
    for (const x of pre) {
      // 启动效果 or 【启动】效果
      const xe = isGroup(x) ? bracketEntry(x) : entry(x);
      if (xe?.category === 'effectKind') kind = xe.op;
      else if (xe?.id !== 'effectWord') subj.push(x);
    }
    while (subj.length && is(subj[subj.length - 1], 'of')) subj.pop();
    const t = parseTarget(subj, ctx);
    if (t) e.target = t;
    if (kind) e.effectKind = kind;
  } else if (se.id === 'victory') {
    // SLCG-CB-09 / SLCG-TX-06: 胜利进度±N is 推动进度±N (令对方胜利进度-1 moves the opponent's marker).
    e.op = 'push';
    const t = parseTarget(pre, ctx);
    e.side = t?.side === 'opponent' ? 'opponent' : 'self';
  } else if (STAT_CATEGORIES.has(se.category) || se.category === 'trait') {
    e.stat = statOf(se);
    const t = parseTarget(pre, ctx);
    if (t) e.target = t;
  } else {
    notUnderstood(ctx, 'CS1016', items, 'effect');
    return undefined;
  }
  epilogue(c, e, ctx);
  if (inner && !e.duration) e.duration = inner;
  return e;
}

/** The 若其阵亡 part of a condition (subject 'destroyed'), if it has one. */
/** A state or value condition of the card an earlier effect acted on (若其未被横置, 若该角色生命≤3). */
function itLeaf(c: Condition): Condition | undefined {
  // 若其上方有对方卡灵 (KL-TG-02..05): measured from the card 其 names, asked about as 若其… is.
  if (c.target?.ref === 'it' || c.target?.rangeFrom?.ref === 'it') return c;
  return c.also?.conditions.find((x) => itLeaf(x));
}

/** 若其… whose 其 is the trigger's subject: each part that asks about 其 asks about 那张卡灵 instead. */
function toTrigger(c: Condition): void {
  if (c.target?.ref === 'it') c.target = { ...c.target, ref: 'trigger' };
  if (c.target?.rangeFrom?.ref === 'it')
    c.target = { ...c.target, rangeFrom: { ...c.target.rangeFrom, ref: 'trigger' } };
  for (const x of c.also?.conditions ?? []) toTrigger(x);
}

function destroyedLeaf(c: Condition): Condition | undefined {
  if (c.subject === 'destroyed') return c;
  return c.also?.conditions.find((x) => destroyedLeaf(x));
}
