import { type Language, languageTags, minorToDecimal } from '@portal/contracts';
import type { Site } from '../../platform/site.types.js';

/** The money events that send a system message (SPEC §4). */
export type MessageEvent = 'deposit_credited' | 'deposit_failed' | 'withdrawal_approved' | 'withdrawal_rejected';

export type Template = { title: string; body: string };
/** A message in every language of the portal. */
export type Templates = Record<Language, Template>;

/** Each event in each language; `{amount}` and `{reason}` are filled in. */
const templates: Record<MessageEvent, Record<Language, Template>> = {
  deposit_credited: {
    EN: { title: 'Deposit credited', body: 'Your deposit of {amount} has been credited to your main wallet.' },
    TY: { title: 'Nạp tiền thành công', body: 'Khoản nạp {amount} đã được cộng vào ví chính của bạn.' },
    JA: { title: '入金完了', body: '{amount} の入金がメインウォレットに反映されました。' },
    KO: { title: '입금 완료', body: '{amount} 입금이 메인 지갑에 반영되었습니다.' },
    PT: { title: 'Depósito creditado', body: 'Seu depósito de {amount} foi creditado na sua carteira principal.' },
  },
  deposit_failed: {
    EN: { title: 'Deposit not credited', body: 'Your deposit of {amount} was not credited: {reason}' },
    TY: { title: 'Nạp tiền không thành công', body: 'Khoản nạp {amount} không được cộng: {reason}' },
    JA: { title: '入金失敗', body: '{amount} の入金は反映されませんでした：{reason}' },
    KO: { title: '입금 실패', body: '{amount} 입금이 반영되지 않았습니다: {reason}' },
    PT: { title: 'Depósito não creditado', body: 'Seu depósito de {amount} não foi creditado: {reason}' },
  },
  withdrawal_approved: {
    EN: {
      title: 'Withdrawal paid',
      body: 'Your withdrawal of {amount} has been paid to your bank account. Please confirm whether you received it.',
    },
    TY: {
      title: 'Rút tiền đã được chi trả',
      body: 'Khoản rút {amount} đã được chuyển vào tài khoản ngân hàng của bạn. Vui lòng xác nhận bạn đã nhận được chưa.',
    },
    JA: {
      title: '出金完了',
      body: '{amount} の出金を銀行口座へ送金しました。受け取ったかどうかを確認してください。',
    },
    KO: {
      title: '출금 지급 완료',
      body: '{amount} 출금이 은행 계좌로 지급되었습니다. 수령 여부를 확인해 주세요.',
    },
    PT: {
      title: 'Saque pago',
      body: 'Seu saque de {amount} foi pago na sua conta bancária. Confirme se você o recebeu.',
    },
  },
  withdrawal_rejected: {
    EN: {
      title: 'Withdrawal rejected',
      body: 'Your withdrawal of {amount} was rejected and the amount is back in your main wallet: {reason}',
    },
    TY: {
      title: 'Rút tiền bị từ chối',
      body: 'Khoản rút {amount} đã bị từ chối và số tiền đã được hoàn lại ví chính: {reason}',
    },
    JA: { title: '出金却下', body: '{amount} の出金は却下され、金額はメインウォレットに戻りました：{reason}' },
    KO: { title: '출금 거절', body: '{amount} 출금이 거절되어 금액이 메인 지갑으로 돌아왔습니다: {reason}' },
    PT: {
      title: 'Saque recusado',
      body: 'Seu saque de {amount} foi recusado e o valor voltou para sua carteira principal: {reason}',
    },
  },
};

/** An amount as the member reads it: the site's symbol and decimals, the language's separators. */
export function formatAmount(site: Site, minor: bigint, language: Language): string {
  const { symbol, decimals } = site.brand.currency;
  const format = new Intl.NumberFormat(languageTags[language], {
    minimumFractionDigits: decimals,
    maximumFractionDigits: decimals,
  });
  // Intl formats a decimal string exactly; no float is involved.
  return `${symbol}${format.format(minorToDecimal(minor, decimals) as unknown as number)}`;
}

export function renderMessage(event: MessageEvent, language: Language, values: Record<string, string>): Template {
  return fillTemplate(templates[event], language, values);
}

/** A message in a language (English when it has none), `{name}` filled in from the values. */
export function fillTemplate(all: Templates, language: Language, values: Record<string, string>): Template {
  const template = all[language] ?? all.EN;
  const fill = (text: string) => text.replace(/\{(\w+)\}/g, (_, name: string) => values[name] ?? '');
  return { title: fill(template.title), body: fill(template.body) };
}
