import type { Face } from './art';

/** One symbol as the title draws it: an icon in its tint, or a letter. */
export function SymbolFace({ face, name }: { face: Face | undefined; name: string }) {
  if (!face) return <span>{name}</span>;
  if (face.kind === 'text') return <span>{face.text}</span>;
  const Icon = face.icon;
  return <Icon className="face" color={face.colour} strokeWidth={2.2} aria-hidden="true" />;
}
