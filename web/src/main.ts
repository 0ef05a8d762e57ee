// The playground page: the set in the page (project/), the editors over the language server in a worker
// (editor/, lsp/), and the preview, play and replay panes. The editor comes first so it takes input at
// once; the server starts beside it and the panes fill in as its answers arrive.
import { h, fill } from './dom.js';
import { EditorTabs } from './editor/tabs.js';
import { startLanguageServer } from './lsp/client.js';
import { metrics } from './metrics.js';
import { PlayPane } from './play/pane.js';
import { ReplayPane } from './play/replay.js';
import { PreviewPane } from './preview/pane.js';
import { fromHash, importZip, toHash, toZip } from './project/archive.js';
import { MANIFEST, Project } from './project/project.js';
import { GAME_NAMES, STARTERS, starterOf } from './project/starters.js';
import { clearStored, loadStored, persist } from './project/storage.js';

/** A problem the designer must see (a broken link, a file that is not a set): shown until dismissed. */
const alertBox = h('div.alert', { role: 'alert', hidden: true });
function showError(message: string): void {
  fill(alertBox, h('span', message), h('button', { title: '关闭', onclick: () => (alertBox.hidden = true) }, '×'));
  alertBox.hidden = false;
}

function initialFiles() {
  const linked = fromHash(location.hash);
  // A shared link is opened once; from then on the page's own storage holds the set.
  if (linked) history.replaceState(null, '', location.pathname + location.search);
  if (linked?.ok) return linked.files;
  const stored = loadStored();
  if (linked) showError(`${linked.error}。已打开${stored ? '本机保存的卡包' : '入门卡包'}。`);
  return stored ?? (starterOf('slcg') ?? STARTERS[0]).files;
}

const project = new Project(initialFiles());
persist(project);
const server = startLanguageServer(new URL('./worker.js', import.meta.url).href);

const editorRoot = document.getElementById('editor')!;
const tabs = new EditorTabs(editorRoot, project, server);
tabs.view(tabs.active)?.focus();
metrics.editorReady = performance.now();
const reveal = (path: string, line: number) => tabs.reveal(path, line);

// ── header: game picker, import/export, share ─────────────────────────────────────────────────
const picker = h(
  'select#ruleset',
  {
    title: '换成另一个游戏的入门卡包',
    onchange: () => {
      const s = starterOf(picker.value);
      if (
        s &&
        confirm(`用“${s.name}”（${GAME_NAMES[s.ruleset] ?? s.ruleset}）替换当前卡包？当前内容会被覆盖，可先导出 zip。`)
      )
        project.replace(s.files);
      syncPicker();
    },
  },
  STARTERS.map((s) => h('option', { value: s.ruleset }, GAME_NAMES[s.ruleset] ?? s.ruleset)),
);
const syncPicker = () => {
  picker.value = project.ruleset() ?? '';
};
project.onChange((c) => {
  if (c.kind === 'files' || c.path === MANIFEST) syncPicker();
});
syncPicker();

const download = (name: string, data: BlobPart, type: string) => {
  const a = h('a', { href: URL.createObjectURL(new Blob([data], { type })), download: name });
  a.click();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
};
const setName = () =>
  /^name:\s*(.+)$/m
    .exec(project.get(MANIFEST) ?? '')?.[1]
    .trim()
    .replace(/^["']|["']$/g, '') || 'cardscript-set';
const zipInput = h('input', {
  type: 'file',
  accept: '.zip',
  hidden: true,
  name: 'import-zip',
  onchange: async () => {
    const f = zipInput.files?.[0];
    zipInput.value = '';
    if (!f) return;
    const r = importZip(new Uint8Array(await f.arrayBuffer()), f.name);
    if (!r.ok) showError(`导入失败：${r.error}。当前卡包没有改动。`);
    else {
      alertBox.hidden = true;
      project.replace(r.files);
    }
  },
});
const note = h('span.note');
const say = (t: string) => {
  note.textContent = t;
  setTimeout(() => note.textContent === t && (note.textContent = ''), 4000);
};

fill(
  document.getElementById('header')!,
  h('h1', 'CardScript 练习场'),
  h('label', '游戏 ', picker),
  h(
    'button',
    { onclick: () => download(`${setName()}.zip`, toZip(project.list()) as BlobPart, 'application/zip') },
    '导出 zip',
  ),
  h('button', { onclick: () => zipInput.click() }, '导入 zip'),
  zipInput,
  h(
    'button',
    {
      name: 'share',
      onclick: async () => {
        const url = location.origin + location.pathname + toHash(project.list());
        try {
          await navigator.clipboard.writeText(url);
          say(`链接已复制（${url.length} 个字符）`);
        } catch {
          prompt('分享链接：', url);
        }
      },
    },
    '复制分享链接',
  ),
  h(
    'button',
    {
      onclick: () => {
        const s = starterOf(project.ruleset() ?? 'slcg') ?? STARTERS[0];
        if (confirm(`恢复为“${s.name}”入门卡包？当前内容会被覆盖。`)) {
          clearStored();
          project.replace(s.files);
        }
      },
    },
    '重置',
  ),
  note,
  alertBox,
);

// ── right side: preview, play, replay ──────────────────────────────────────────────────────────
const panes = { preview: h('div.pane#preview'), play: h('div.pane#play'), replay: h('div.pane#replay') };
const paneNames: Record<keyof typeof panes, string> = { preview: '预览', play: '对战', replay: '回放' };
const paneTabs = h(
  'div.tabs.pane-tabs',
  (Object.keys(panes) as (keyof typeof panes)[]).map((k) =>
    h('button.tab', { dataset: { pane: k }, onclick: () => showPane(k) }, paneNames[k]),
  ),
);
function showPane(k: keyof typeof panes) {
  for (const [name, el] of Object.entries(panes)) el.hidden = name !== k;
  for (const t of paneTabs.querySelectorAll<HTMLElement>('.tab')) t.classList.toggle('active', t.dataset.pane === k);
}
fill(document.getElementById('side')!, paneTabs, ...Object.values(panes));
showPane('preview');

const preview = new PreviewPane(panes.preview, server, reveal);
project.onChange(() => preview.postpone());
const replay = new ReplayPane(panes.replay);
new PlayPane(panes.play, server, reveal, (text) => {
  replay.load(text, '本局');
  showPane('replay');
});
