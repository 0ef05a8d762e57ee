// The set survives a reload: every change is written to localStorage (debounced), and read back at start.
import type { Project, ProjectFile } from './project.js';

const KEY = 'cardscript-playground/v1';

export function loadStored(): ProjectFile[] | undefined {
  try {
    const raw = localStorage.getItem(KEY);
    if (!raw) return undefined;
    const v = JSON.parse(raw) as { files?: ProjectFile[] };
    return Array.isArray(v.files) && v.files.every((f) => typeof f.path === 'string' && typeof f.text === 'string')
      ? v.files
      : undefined;
  } catch {
    // Storage disabled or a corrupt entry: start from a starter set instead.
    return undefined;
  }
}

export function persist(project: Project, delay = 300): void {
  let t: ReturnType<typeof setTimeout> | undefined;
  const save = () => {
    t = undefined;
    try {
      localStorage.setItem(KEY, JSON.stringify({ files: project.list() }));
    } catch {
      // Quota exceeded or storage disabled: the set still lives in the page and can be exported.
    }
  };
  project.onChange(() => {
    if (t) clearTimeout(t);
    t = setTimeout(save, delay);
  });
  addEventListener('pagehide', () => t && save());
}

export function clearStored(): void {
  try {
    localStorage.removeItem(KEY);
  } catch {
    // Nothing stored, nothing to clear.
  }
}
