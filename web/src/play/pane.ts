// The play pane: compile the set in the editor (the language server's cardscript/compileSet), pick two decks
// and who plays them (you against the greedy bot, or two bots to watch), then play: the board drawn for the
// ruleset, your legal moves as buttons (hover one to light up its cards, click a card to keep only its
// moves), the chain while it is open, and the game's events in words. A finished or running game can be
// downloaded as a replay file or opened in the replay pane.
import type { AgentKind } from '../../../compiler/play/agents.js';
import {
  cardName,
  describeAction,
  describeDecision,
  describeEvent,
  describeMove,
  linkNamer,
  playerLabel,
} from '../../../compiler/play/describe/index.js';
import { crashText } from '../../../compiler/play/crash-text.js';
import { phaseLabel } from '../../../compiler/play/describe/context.js';
import { PLAYABLE_RULESETS } from '../../../compiler/play/game.js';
import type { PlayableSet } from '../../../compiler/play/playable-set.js';
import { areaName, type Action, type GameEvent } from '../../../runtime/index.js';
import type { CompileProblem } from '../../../lsp/features/set-compile.js';
import { h, fill } from '../dom.js';
import type { Server } from '../lsp/client.js';
import { GAME_NAMES } from '../project/starters.js';
import { drawBoard } from './boards/index.js';
import { GameSession } from './session.js';
import { cardsOf, cellsOf, context, linkText } from './words.js';

type Mode = 'vs-search' | 'vs-greedy' | 'vs-random' | 'watch-greedy' | 'watch-mixed';
const MODES: Record<Mode, { label: string; seats: [AgentKind, AgentKind] }> = {
  'vs-greedy': { label: '我 对 贪心机器人', seats: ['human', 'greedy'] },
  'vs-search': { label: '我 对 搜索机器人', seats: ['human', 'search'] },
  'vs-random': { label: '我 对 随机机器人', seats: ['human', 'random'] },
  'watch-greedy': { label: '观看：贪心 对 贪心', seats: ['greedy', 'greedy'] },
  'watch-mixed': { label: '观看：贪心 对 随机', seats: ['greedy', 'random'] },
};
const BOT_NAMES: Record<string, string> = { search: '搜索', greedy: '贪心', random: '随机' };
const SPEEDS: Record<string, number> = { 快: 40, 中: 350, 慢: 1000 };
const LOG_LINES = 400;

export class PlayPane {
  private readonly setupBar = h('div.play-setup');
  private readonly statusLine = h('div.play-status');
  private readonly boardBox = h('div.play-board');
  private readonly movesBox = h('div.play-moves');
  private readonly chainBox = h('div.play-chain');
  private readonly logBox = h('ul.play-log');
  private readonly controls = h('div.play-controls');
  private set: PlayableSet | undefined;
  private session: GameSession | undefined;
  /** Names the card of a negated chain link after the link has left the chain (describe/links.ts); one per game. */
  private nameLinks = linkNamer();
  private names: [string, string] = ['玩家1', '玩家2'];
  private hover = new Set<number>();
  private hoverCells = new Set<number>();
  private selected: number | undefined;
  private selectedCell: number | undefined;
  private paused = false;
  private speed = '中';
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(
    root: HTMLElement,
    private readonly server: Server,
    private readonly reveal: (path: string, line: number) => void,
    private readonly openReplay: (text: string) => void,
  ) {
    fill(
      root,
      this.setupBar,
      this.statusLine,
      h(
        'div.play-main',
        this.boardBox,
        h(
          'div.play-side',
          this.movesBox,
          this.chainBox,
          h('div.play-log-box', h('div.zone-title', '对局记录'), this.logBox),
        ),
      ),
      this.controls,
    );
    fill(this.setupBar, h('button.primary', { onclick: () => void this.prepare() }, '编译卡包并准备对局'));
    this.statusLine.textContent = '点“编译卡包并准备对局”：用编辑器里的卡牌开一局。';
  }

  /** Compiles the set as it stands in the editor and shows the deck and mode choice. */
  async prepare(): Promise<void> {
    this.stop();
    this.statusLine.textContent = '正在编译卡包…';
    // The last set's deck choice must not start a game while the new set compiles.
    fill(this.setupBar, h('button', { disabled: true }, '正在编译…'));
    const r = await this.server.compileSet('set.yaml');
    if (!r.ok) {
      this.set = undefined;
      this.showProblems(r.errors);
      return;
    }
    const c = r.set;
    this.set = {
      dir: '',
      name: c.name,
      ruleset: c.ruleset as PlayableSet['ruleset'],
      params: c.params,
      cards: c.cards,
      decks: c.decks,
      texts: new Map(Object.entries(c.texts)),
    };
    const decks = Object.keys(c.decks);
    if (!PLAYABLE_RULESETS.has(c.ruleset)) {
      this.statusLine.textContent = `${GAME_NAMES[c.ruleset] ?? c.ruleset} 还不能在这里对战：运行时尚未实现它的规则。预览和检查照常可用。`;
      fill(this.setupBar, h('button', { onclick: () => void this.prepare() }, '重新编译'));
      return;
    }
    if (!decks.length) {
      this.statusLine.textContent = 'set.yaml 里没有卡组：在 decks: 下写两副卡组才能开局。';
      fill(this.setupBar, h('button', { onclick: () => void this.prepare() }, '重新编译'));
      return;
    }
    const select = (name: string, pick: string) =>
      h(
        'select',
        { name },
        decks.map((d) => h('option', { value: d, selected: d === pick }, d)),
      );
    const mine = select('deck0', decks[0]);
    const theirs = select('deck1', decks[1] ?? decks[0]);
    const mode = h(
      'select',
      { name: 'mode' },
      Object.entries(MODES).map(([k, m]) => h('option', { value: k }, m.label)),
    );
    const seed = h('input', {
      name: 'seed',
      type: 'number',
      value: String(1 + Math.floor(Math.random() * 9999)),
      min: '0',
      style: 'width:6em',
    });
    fill(
      this.setupBar,
      h('label', '卡组 1 ', mine),
      h('label', '卡组 2 ', theirs),
      h('label', '玩法 ', mode),
      h('label', '种子 ', seed),
      h(
        'button.primary',
        {
          name: 'start',
          onclick: () => this.start([mine.value, theirs.value], mode.value as Mode, Number(seed.value) || 0),
        },
        '开始对局',
      ),
      h('button', { onclick: () => void this.prepare(), title: '编辑卡牌后重新编译' }, '重新编译'),
    );
    this.statusLine.textContent = `${c.name}（${GAME_NAMES[c.ruleset] ?? c.ruleset}）：${c.cards.length} 张卡，${decks.length} 副卡组${r.warnings ? `，${r.warnings} 个警告` : ''}。选好卡组，开始对局。`;
  }

  private showProblems(errors: readonly CompileProblem[]): void {
    this.statusLine.textContent = `卡包有 ${errors.length} 个错误，改好才能开局：`;
    fill(
      this.boardBox,
      h(
        'ul.problems',
        errors
          .slice(0, 50)
          .map((e) =>
            h(
              'li',
              h(
                'a',
                { href: '#', onclick: (ev: Event) => (ev.preventDefault(), this.reveal(e.file, e.line)) },
                `${e.file}:${e.line + 1}:${e.character + 1}`,
              ),
              ` ${e.code} ${e.message}`,
            ),
          ),
      ),
    );
    fill(this.setupBar, h('button.primary', { onclick: () => void this.prepare() }, '重新编译'));
  }

  start(decks: [string, string], mode: Mode, seed: number): void {
    if (!this.set) return;
    this.stop();
    const seats = MODES[mode].seats;
    this.names = seats.map((k, i) =>
      k === 'human' ? '你' : `${BOT_NAMES[k] ?? k}机器人${seats[0] === seats[1] ? i + 1 : ''}`,
    ) as [string, string];
    try {
      this.session = new GameSession(this.set, { decks, seats, seed });
    } catch (e) {
      this.showError(`setup: ${(e as Error).message}`);
      return;
    }
    this.nameLinks = linkNamer();
    for (const e of this.session.run.events) this.nameLinks(e);
    this.paused = false;
    this.selected = undefined;
    this.selectedCell = undefined;
    this.hover.clear();
    this.hoverCells.clear();
    this.logBox.replaceChildren();
    this.log(`开局：${decks[0]}（${this.names[0]}）对 ${decks[1]}（${this.names[1]}），种子 ${seed}`, 'turn');
    this.drawControls();
    this.render();
    this.next();
  }

  private ctx() {
    return context(this.names, this.set?.texts ?? new Map(), 0, this.session?.copies);
  }

  /** Lets the bot move after a pause, if a bot is to move. */
  private next(): void {
    const g = this.session;
    if (!g || g.over || this.paused || g.isHuman(g.actor())) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.botMove();
      this.next();
    }, SPEEDS[this.speed]);
  }

  private botMove(): void {
    const g = this.session;
    if (!g || g.over) return;
    const p = g.actor();
    // The move is described before it is made (the state is changed in place: its card may leave the hand), as the
    // person sees it — the terminal's words (describeMove): the cards it uses shown, a card it sets face down not
    // named, an answer saying what was chosen.
    const words = g.legal().map((a) => () => moveWords(g.state, a, p, g.person, this.ctx()));
    const texts = new Map<number, string>();
    const r = g.botStep((index) => texts.set(index, words[index]()));
    if (!r) {
      this.render();
      return;
    }
    this.logMove(p, texts.get(r.index) ?? '', r.events);
    this.render();
  }

  private humanMove(index: number): void {
    const g = this.session;
    if (!g || g.over || !g.isHuman(g.actor())) return;
    const p = g.actor();
    const text = moveWords(g.state, g.legal()[index], p, g.person, this.ctx());
    const events = g.play(index);
    this.selected = undefined;
    this.selectedCell = undefined;
    this.hover.clear();
    this.hoverCells.clear();
    this.logMove(p, text, events);
    this.render();
    this.next();
  }

  private logMove(p: number, text: string, events: readonly GameEvent[] | null): void {
    const g = this.session!;
    this.log(`${playerLabel(this.ctx(), p)}：${text}`, 'move');
    const shown = g.shown();
    for (const raw of events ?? []) {
      const e = this.nameLinks(raw);
      if (e.type === 'turnStart') {
        this.log(`── 第${e.amount}回合 · ${playerLabel(this.ctx(), e.player ?? g.state.active)} ──`, 'turn');
        continue;
      }
      const t = describeEventSafe(shown, e, this.ctx());
      if (t) this.log(t, 'event');
    }
    if (!events && g.run.error) this.log(`对局中止：${crashText(g.run.error, 'zh')}`, 'error', g.run.error);
  }

  /** An engine's (or a bot's) error on the status line: in Chinese, the engine's own English words on hover. */
  private showError(error: string): void {
    this.statusLine.textContent = crashText(error, 'zh');
    this.statusLine.title = error;
    this.statusLine.classList.add('over');
  }

  /** `en`: the English of a line that quotes the engine, shown on hover. */
  private log(text: string, kind: string, en?: string): void {
    this.logBox.append(h('li', en === undefined ? { class: kind } : { class: kind, title: en }, text));
    while (this.logBox.childElementCount > LOG_LINES) this.logBox.firstElementChild!.remove();
    this.logBox.parentElement!.scrollTop = this.logBox.parentElement!.scrollHeight;
  }

  private render(): void {
    const g = this.session;
    if (!g) return;
    const s = g.shown();
    const c = this.ctx();
    const watching = g.person === null;
    const lit = new Set(this.hover);
    if (this.selected !== undefined) lit.add(this.selected);
    const litCells = new Set(this.hoverCells);
    if (this.selectedCell !== undefined) litCells.add(this.selectedCell);
    fill(
      this.boardBox,
      drawBoard(s, {
        viewer: 0,
        ctx: c,
        highlight: lit,
        reveal: watching,
        onCard: (id) => this.toggleCard(id),
        highlightCells: litCells,
        onCell: (cell) => this.toggleCell(cell),
      }),
    );
    const over = g.over;
    const actor = over ? -1 : g.actor();
    this.statusLine.title = over && g.run.error ? g.run.error : '';
    this.statusLine.textContent = over
      ? g.run.error
        ? `对局中止：${crashText(g.run.error, 'zh')}`
        : s.winner === null
          ? `对局到 ${g.run.decisions.length} 步仍未结束，已停止。`
          : s.winner === -1
            ? `平局（第${s.turn}回合）`
            : `${playerLabel(c, s.winner)}获胜！（第${s.turn}回合，${g.run.decisions.length} 步）`
      : `第${s.turn}回合 · ${playerLabel(c, s.active)}的${phaseLabel(s, s.phase, c)} · ${g.isHuman(actor) ? '轮到你' : `${playerLabel(c, actor)}思考中…`}`;
    this.statusLine.classList.toggle('over', over);
    this.drawMoves(g, actor);
    this.drawChain();
  }

  private drawMoves(g: GameSession, actor: number): void {
    if (g.over || actor < 0 || !g.isHuman(actor)) {
      fill(this.movesBox, h('div.zone-title', '可选操作'), h('div.muted', g.over ? '对局已结束。' : '等待对手…'));
      return;
    }
    const s = g.shown();
    const c = this.ctx();
    const legal = g.legal();
    const question = s.pending ? describeDecision(s, c) : '';
    const items = legal.map((a, i) => ({ a, i, cards: cardsOf(s, a), cells: cellsOf(s, a) }));
    const shown = items.filter(
      (x) =>
        (this.selected === undefined || x.cards.includes(this.selected)) &&
        (this.selectedCell === undefined || x.cells.includes(this.selectedCell)),
    );
    fill(
      this.movesBox,
      h('div.zone-title', question || `可选操作（${legal.length}）`),
      this.selected !== undefined || this.selectedCell !== undefined
        ? h(
            'div.filter',
            `只看与${this.selected !== undefined ? cardName(s, this.selected, c) : ''}${this.selectedCell !== undefined ? `区域${cellName(s, this.selectedCell)}` : ''}有关的操作 `,
            h('button.link', { onclick: () => this.clearSelection() }, '显示全部'),
          )
        : null,
      h(
        'div.moves',
        shown.map(({ a, i, cards, cells }) =>
          h(
            'button.move',
            {
              dataset: { index: String(i), type: a.type },
              onclick: () => this.humanMove(i),
              onmouseenter: () => this.setHover(cards, cells),
              onmouseleave: () => this.setHover([], []),
            },
            describeSafe(s, a, c),
          ),
        ),
      ),
    );
  }

  private drawChain(): void {
    const s = this.session?.shown();
    if (!s || (!s.chain.length && !s.building)) {
      this.chainBox.hidden = true;
      return;
    }
    const c = this.ctx();
    this.chainBox.hidden = false;
    fill(
      this.chainBox,
      h(
        'div.zone-title',
        `连锁（${s.chain.length}）${s.window ? ` · ${playerLabel(c, s.window.priority)}可以响应` : ''}`,
      ),
      h(
        'ol.chain',
        { reversed: true },
        [...s.chain].reverse().map((l) => h('li', { class: l.negated ? 'negated' : undefined }, linkText(s, l, c))),
      ),
      s.building ? h('div.muted', `正在选择目标：${linkText(s, s.building, c)}`) : null,
    );
  }

  private setHover(cards: number[], cells: number[]): void {
    this.hover = new Set(cards);
    this.hoverCells = new Set(cells);
    for (const el of this.boardBox.querySelectorAll<HTMLElement>('.chip[data-id]')) {
      const id = Number(el.dataset.id);
      el.classList.toggle('lit', this.hover.has(id) || this.selected === id);
    }
    for (const el of this.boardBox.querySelectorAll<HTMLElement>('.cell[data-cell]')) {
      const cell = Number(el.dataset.cell);
      el.classList.toggle('lit', this.hoverCells.has(cell) || this.selectedCell === cell);
    }
  }

  private toggleCard(id: number): void {
    this.selected = this.selected === id ? undefined : id;
    this.selectedCell = undefined;
    this.render();
  }

  private toggleCell(cell: number): void {
    this.selectedCell = this.selectedCell === cell ? undefined : cell;
    this.selected = undefined;
    this.render();
  }

  private clearSelection(): void {
    this.selected = undefined;
    this.selectedCell = undefined;
    this.render();
  }

  private drawControls(): void {
    const speed = h(
      'select',
      { title: '机器人每步之间的停顿', onchange: (e: Event) => (this.speed = (e.target as HTMLSelectElement).value) },
      Object.keys(SPEEDS).map((k) => h('option', { selected: k === this.speed }, k)),
    );
    const pause = h(
      'button',
      {
        onclick: () => {
          this.paused = !this.paused;
          pause.textContent = this.paused ? '继续' : '暂停';
          if (this.paused) this.stopTimer();
          else this.next();
        },
      },
      '暂停',
    );
    fill(
      this.controls,
      h('label', '机器人速度 ', speed),
      pause,
      h(
        'button',
        {
          title: '让机器人走一步',
          onclick: () => {
            this.botMove();
          },
        },
        '单步',
      ),
      h('button', { onclick: () => this.download() }, '下载回放 .jsonl'),
      h('button', { onclick: () => this.session && this.openReplay(this.session.replayText()) }, '在回放中查看'),
    );
  }

  private download(): void {
    if (!this.session) return;
    const blob = new Blob([this.session.replayText()], { type: 'application/jsonl' });
    const a = h('a', {
      href: URL.createObjectURL(blob),
      download: `${this.set?.name ?? 'game'}-${this.session.options.seed}.jsonl`,
    });
    a.click();
    setTimeout(() => URL.revokeObjectURL(a.href), 1000);
  }

  private stopTimer(): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
  }

  private stop(): void {
    this.stopTimer();
    this.session = undefined;
  }
}

function cellName(s: { grid: number[] | null }, cell: number): string {
  return s.grid ? areaName(cell, 0) : String(cell);
}

/** A move as the log says it (describeMove, the terminal's words); one the describer has no words for still shows (as its JSON), never breaks the pane. */
function moveWords(
  s: Parameters<typeof describeMove>[0],
  a: Action,
  actor: number,
  viewer: number | null,
  c: Parameters<typeof describeMove>[4],
): string {
  try {
    return describeMove(s, a, actor, viewer, c);
  } catch {
    return JSON.stringify(a);
  }
}

/** A move offered to the person, as a button says it. */
function describeSafe(
  s: Parameters<typeof describeAction>[0],
  a: Action,
  c: Parameters<typeof describeAction>[2],
): string {
  try {
    return describeAction(s, a, c);
  } catch {
    return JSON.stringify(a);
  }
}

function describeEventSafe(
  s: Parameters<typeof describeEvent>[0],
  e: GameEvent,
  c: Parameters<typeof describeEvent>[2],
): string | null {
  try {
    return describeEvent(s, e, c, 'key');
  } catch {
    return null;
  }
}
