// The replay viewer: a `.jsonl` replay (from `cardc play --log`, or the play pane) re-run from its cards and
// decisions, one state per step, so the board can be stepped through forwards and backwards; it also says
// whether the re-run matches the events or hash the file recorded (as `cardc replay` does).
import { crashText } from '../../../compiler/play/crash-text.js';
import { describeEvent, describeMove, playerLabel } from '../../../compiler/play/describe/index.js';
import { GameRun } from '../../../compiler/play/game.js';
import {
  firstMismatch,
  outcomeMismatch,
  parseReplay,
  replayedOutcome,
  type ReplayFile,
} from '../../../compiler/play/replay-file.js';
import {
  cloneState,
  replayMismatchText,
  type GameEvent,
  type GameState,
  type ReplayMismatch,
} from '../../../runtime/index.js';
import { h, fill } from '../dom.js';
import { drawBoard } from './boards/index.js';
import { context, linkText } from './words.js';

interface Step {
  state: GameState;
  /** The move that led here (none for the opening state). */
  move?: string;
  actor?: number;
  events: readonly GameEvent[];
}

export class ReplayPane {
  private readonly head = h('div.replay-head');
  private readonly nav = h('div.replay-nav');
  private readonly board = h('div.play-board');
  private readonly side = h('div.play-side');
  private file: ReplayFile | undefined;
  private steps: Step[] = [];
  private at = 0;
  private timer: ReturnType<typeof setInterval> | undefined;

  constructor(root: HTMLElement) {
    const input = h('input', {
      type: 'file',
      accept: '.jsonl,.json,application/jsonl',
      name: 'replay',
      onchange: async () => {
        const f = input.files?.[0];
        if (f) this.load(await f.text(), f.name);
      },
    });
    fill(
      root,
      h('div.play-setup', h('label', '打开回放文件（.jsonl）', input)),
      this.head,
      this.nav,
      h('div.play-main', this.board, this.side),
    );
    this.head.textContent = '回放文件来自 cardc play --log game.jsonl，或对战页的“下载回放”。';
  }

  load(text: string, name = '回放'): void {
    this.stopPlaying();
    const r = parseReplay(text);
    if (!r.ok) {
      this.file = undefined;
      this.steps = [];
      fill(
        this.head,
        r.problems.map((p) => h('div.error', `${name}:${p.line}:${p.col} ${p.diagnostic.code}：${p.message.zh}`)),
      );
      fill(this.nav);
      fill(this.board);
      fill(this.side);
      return;
    }
    this.file = r.file;
    const games = r.file.games;
    const pick = h(
      'select',
      { name: 'game', onchange: () => this.openGame(Number(pick.value)) },
      games.map((g, i) =>
        h(
          'option',
          { value: String(i) },
          `第 ${i + 1} 局（种子 ${g.setup.seed}，${g.result?.steps ?? g.decisions.length} 步）`,
        ),
      ),
    );
    fill(
      this.head,
      h('span', `${r.file.set.name} · ${name} · ${games.length} 局 `),
      games.length > 1 ? pick : null,
      h('span.verdict'),
    );
    this.openGame(0);
  }

  private openGame(i: number): void {
    const f = this.file!;
    const g = f.games[i];
    const texts = new Map(Object.entries(f.set.texts ?? {}));
    const ctx = context([`玩家1（${g.setup.decks.names[0]}）`, `玩家2（${g.setup.decks.names[1]}）`], texts);
    const steps: Step[] = [];
    let run: GameRun;
    try {
      run = new GameRun(f.set.cards, g.setup);
    } catch (e) {
      fill(this.head.querySelector('.verdict')!, h('span.error', `无法开局：${(e as Error).message}`));
      return;
    }
    steps.push({ state: cloneState(run.state), events: run.events.slice() });
    let error = '';
    let badDecision: Extract<ReplayMismatch, { kind: 'decision' }> | undefined;
    for (let k = 0; k < g.decisions.length; k++) {
      const legal = run.legal();
      const d = g.decisions[k];
      if (!(Number.isInteger(d) && d >= 0 && d < legal.length)) {
        badDecision = { kind: 'decision', game: g.setup.game ?? 0, step: k, decision: d, legal: legal.length };
        break;
      }
      const actor = run.actor();
      const move = describeMove(run.state, legal[d], actor, null, ctx);
      const ev = run.step(legal, d);
      steps.push({ state: cloneState(run.state), move, actor, events: ev ?? [] });
      if (!ev) {
        error = `引擎出错：${crashText(run.error ?? '', 'zh')}`;
        break;
      }
    }
    this.steps = steps;
    // The first place the re-run leaves the record, in the words cardc replay uses (the runtime's replayMismatchText).
    const mismatch = error
      ? null
      : (firstMismatch(g, { events: run.events, eventStarts: run.eventStarts, mismatch: badDecision }, f.set.version) ??
        outcomeMismatch(
          g,
          replayedOutcome({ winner: run.state.winner, turns: run.state.turn }, g.result?.status, g.result?.error),
        ));
    const verdict = this.head.querySelector('.verdict')!;
    fill(
      verdict,
      error
        ? h('span.error', error)
        : mismatch
          ? h('span.error', replayMismatchText(mismatch, 'zh'))
          : h('span.ok', `回放一致：${run.eventCount} 个事件`),
    );
    this.ctxFor = () => ctx;
    this.go(0);
  }

  private ctxFor: () => ReturnType<typeof context> = () => context(['玩家1', '玩家2'], new Map());

  go(i: number): void {
    if (!this.steps.length) return;
    this.at = Math.max(0, Math.min(this.steps.length - 1, i));
    const step = this.steps[this.at];
    const s = step.state;
    const ctx = this.ctxFor();
    const last = this.steps.length - 1;
    const slider = h('input', {
      type: 'range',
      min: '0',
      max: String(last),
      value: String(this.at),
      name: 'step',
      oninput: () => this.go(Number(slider.value)),
    });
    fill(
      this.nav,
      h('button', { name: 'first', onclick: () => this.go(0) }, '开局'),
      h('button', { name: 'prev', onclick: () => this.go(this.at - 1) }, '◀ 上一步'),
      h('button', { name: 'play', onclick: () => this.togglePlay() }, this.timer ? '暂停' : '自动播放'),
      h('button', { name: 'next', onclick: () => this.go(this.at + 1) }, '下一步 ▶'),
      h('button', { name: 'last', onclick: () => this.go(last) }, '末尾'),
      slider,
      h('span.step-no', `第 ${this.at} / ${last} 步 · 第${s.turn}回合`),
    );
    fill(this.board, drawBoard(s, { viewer: 0, ctx, highlight: new Set(), reveal: true }));
    const lines = step.events
      .map((e) => {
        try {
          return describeEvent(s, e, ctx, 'key');
        } catch {
          return null;
        }
      })
      .filter((t): t is string => !!t);
    fill(
      this.side,
      h('div.zone-title', this.at ? '这一步' : '开局'),
      step.move ? h('div.move-done', `${playerLabel(ctx, step.actor!)}：${step.move}`) : null,
      h(
        'ul.play-log',
        lines.map((t) => h('li.event', t)),
      ),
      s.chain.length
        ? h(
            'div',
            h('div.zone-title', `连锁（${s.chain.length}）`),
            h(
              'ol.chain',
              [...s.chain].reverse().map((l) => h('li', linkText(s, l, ctx))),
            ),
          )
        : null,
      s.winner !== null ? h('div.ok', s.winner === -1 ? '平局' : `${playerLabel(ctx, s.winner)}获胜`) : null,
    );
  }

  private togglePlay(): void {
    if (this.timer) this.stopPlaying();
    else {
      this.timer = setInterval(() => {
        if (this.at >= this.steps.length - 1) this.stopPlaying();
        this.go(this.at + 1);
      }, 400);
    }
    this.go(this.at);
  }

  private stopPlaying(): void {
    if (this.timer) clearInterval(this.timer);
    this.timer = undefined;
  }
}
