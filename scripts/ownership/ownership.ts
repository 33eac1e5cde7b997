import { type Layout, layout } from './layout.js';
import { buildMap } from './model.js';
import { readRepo } from './read-repo.js';
import { renderMap } from './render.js';

/** The ownership map of the repository at `root`, as the text of `docs/ownership.md`. */
export async function ownershipMarkdown(root: string, repoLayout: Layout = layout): Promise<string> {
  return renderMap(buildMap(await readRepo(root, repoLayout), repoLayout), repoLayout);
}
