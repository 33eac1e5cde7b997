import type { ContractKind, Language } from '@portal/contracts';
import type { Executor } from '../../db/executor.js';
import type { Site } from '../../platform/site.types.js';
import { sendMessage, type Templates } from '../messages/messages.service.js';
import type { ContractRow } from './contract.repository.js';

export type ContractEvent = 'contract_offered' | 'contract_ended' | 'contract_termination_requested';

const templates: Record<ContractEvent, Templates> = {
  contract_offered: {
    EN: {
      title: 'New contract offer',
      body: '{upline} offered you a {kind} contract. Open the agent centre to accept or reject it.',
    },
    TY: {
      title: 'Đề nghị hợp đồng mới',
      body: '{upline} đề nghị bạn một hợp đồng {kind}. Mở trung tâm đại lý để chấp nhận hoặc từ chối.',
    },
    JA: {
      title: '新しい契約の提案',
      body: '{upline} から{kind}契約の提案があります。代理センターで承認または拒否してください。',
    },
    KO: {
      title: '새 계약 제안',
      body: '{upline}님이 {kind} 계약을 제안했습니다. 에이전트 센터에서 수락 또는 거절하세요.',
    },
    PT: {
      title: 'Nova proposta de contrato',
      body: '{upline} ofereceu a você um contrato de {kind}. Abra o centro do agente para aceitar ou recusar.',
    },
  },
  contract_ended: {
    EN: { title: 'Contract ended', body: 'Your {kind} contract from {upline} has ended: {reason}.' },
    TY: { title: 'Hợp đồng đã kết thúc', body: 'Hợp đồng {kind} của bạn từ {upline} đã kết thúc: {reason}.' },
    JA: { title: '契約終了', body: '{upline} との{kind}契約は終了しました：{reason}。' },
    KO: { title: '계약 종료', body: '{upline}님과의 {kind} 계약이 종료되었습니다: {reason}.' },
    PT: { title: 'Contrato encerrado', body: 'Seu contrato de {kind} com {upline} foi encerrado: {reason}.' },
  },
  contract_termination_requested: {
    EN: {
      title: 'Termination requested',
      body: 'The other side asked to end the {kind} contract between {upline} and {downline}. Open the agent centre to answer.',
    },
    TY: {
      title: 'Yêu cầu chấm dứt hợp đồng',
      body: 'Bên kia yêu cầu chấm dứt hợp đồng {kind} giữa {upline} và {downline}. Mở trung tâm đại lý để trả lời.',
    },
    JA: {
      title: '契約終了の申請',
      body: '{upline} と {downline} の{kind}契約について、相手側が終了を申請しました。代理センターで回答してください。',
    },
    KO: {
      title: '계약 해지 요청',
      body: '상대방이 {upline}와 {downline} 사이의 {kind} 계약 해지를 요청했습니다. 에이전트 센터에서 답변하세요.',
    },
    PT: {
      title: 'Rescisão solicitada',
      body: 'A outra parte pediu o fim do contrato de {kind} entre {upline} e {downline}. Abra o centro do agente para responder.',
    },
  },
};

const kindNames: Record<ContractKind, Record<Language, string>> = {
  dividend: { EN: 'dividend', TY: 'chia cổ tức', JA: '配当', KO: '배당', PT: 'dividendos' },
  daily: { EN: 'daily salary', TY: 'lương ngày', JA: '日給', KO: '일급', PT: 'salário diário' },
  hourly: { EN: 'hourly salary', TY: 'lương giờ', JA: '時給', KO: '시급', PT: 'salário por hora' },
  realtime: {
    EN: 'real-time salary',
    TY: 'lương thời gian thực',
    JA: 'リアルタイム給与',
    KO: '실시간 급여',
    PT: 'salário em tempo real',
  },
};

const reasons: Record<string, Record<Language, string>> = {
  agreed: {
    EN: 'both sides agreed',
    TY: 'hai bên đã đồng ý',
    JA: '双方の合意',
    KO: '양측 합의',
    PT: 'as duas partes concordaram',
  },
  upline_contract: {
    EN: "your upline's own contract no longer covers its rates",
    TY: 'hợp đồng của cấp trên không còn đáp ứng mức tỷ lệ này',
    JA: '上位代理の契約がこの料率を満たさなくなりました',
    KO: '상위 에이전트의 계약이 더 이상 이 요율을 보장하지 않습니다',
    PT: 'o contrato do seu superior já não cobre estas taxas',
  },
  expired: {
    EN: 'its end date passed',
    TY: 'đã hết hạn',
    JA: '終了日を過ぎました',
    KO: '종료일이 지났습니다',
    PT: 'a data de término passou',
  },
};

const siteName: Record<Language, string> = { EN: 'the site', TY: 'trang', JA: 'サイト', KO: '사이트', PT: 'o site' };

/** Tells a side of a contract what happened to it, in its language, in the caller's transaction. */
export async function notifyContract(
  tx: Executor,
  site: Site,
  row: ContractRow,
  event: ContractEvent,
  recipientId: bigint,
  reason?: string,
): Promise<void> {
  await sendMessage(tx, site, recipientId, {
    kind: event,
    templates: templates[event],
    values: (language) => ({
      kind: kindNames[row.kind][language],
      upline: row.upline ?? siteName[language],
      downline: row.downline,
      reason: reason ? (reasons[reason]?.[language] ?? reason) : '',
    }),
  });
}
