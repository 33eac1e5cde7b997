/** The question as quoted in the message: its first 120 characters. */
export function quoteOf(content: string): string {
  return content.length > 120 ? `${content.slice(0, 119)}…` : content;
}
