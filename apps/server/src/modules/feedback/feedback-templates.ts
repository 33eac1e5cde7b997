import type { Templates } from '../messages/messages.service.js';

/** The inbox message that carries an operator's answer; `{answer}` and `{question}` are filled in. */
export const feedbackAnswerTemplates: Templates = {
  EN: { title: 'Reply to your feedback', body: '{answer}\n\nYour feedback: {question}' },
  TY: { title: 'Phản hồi cho góp ý của bạn', body: '{answer}\n\nGóp ý của bạn: {question}' },
  JA: { title: 'ご意見への回答', body: '{answer}\n\nお客様のご意見：{question}' },
  KO: { title: '피드백에 대한 답변', body: '{answer}\n\n보내주신 피드백: {question}' },
  PT: { title: 'Resposta ao seu feedback', body: '{answer}\n\nSeu feedback: {question}' },
};

/** The question as quoted in the message: its first 120 characters. */
export function quoteOf(content: string): string {
  return content.length > 120 ? `${content.slice(0, 119)}…` : content;
}
