import { eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { cannedReplies, sites } from '../db/schema/index.js';

type Texts = { EN: string; TY: string; JA: string; KO: string; PT: string };

/** The replies a service desk sends most, as [title, body] per language. */
const replies: { title: Texts; body: Texts }[] = [
  {
    title: { EN: 'Greeting', TY: 'Chào hỏi', JA: '挨拶', KO: '인사', PT: 'Saudação' },
    body: {
      EN: 'Hello! Thank you for contacting us. How can I help you today?',
      TY: 'Xin chào! Cảm ơn bạn đã liên hệ với chúng tôi. Tôi có thể giúp gì cho bạn hôm nay?',
      JA: 'こんにちは！お問い合わせありがとうございます。本日はどのようなご用件でしょうか？',
      KO: '안녕하세요! 문의해 주셔서 감사합니다. 무엇을 도와드릴까요?',
      PT: 'Olá! Obrigado por entrar em contato. Como posso ajudar você hoje?',
    },
  },
  {
    title: { EN: 'Checking', TY: 'Đang kiểm tra', JA: '確認中', KO: '확인 중', PT: 'Verificando' },
    body: {
      EN: 'Thank you for waiting. I am checking this for you now.',
      TY: 'Cảm ơn bạn đã chờ. Tôi đang kiểm tra cho bạn ngay bây giờ.',
      JA: 'お待たせしております。ただいま確認いたします。',
      KO: '기다려 주셔서 감사합니다. 지금 바로 확인해 드리겠습니다.',
      PT: 'Obrigado por aguardar. Estou verificando isso para você agora.',
    },
  },
  {
    title: { EN: 'Ask for the order', TY: 'Hỏi mã giao dịch', JA: '番号の確認', KO: '번호 확인', PT: 'Pedir o número' },
    body: {
      EN: 'Could you tell me your deposit or withdrawal number, and the time you made it?',
      TY: 'Bạn vui lòng cho biết mã nạp tiền hoặc rút tiền và thời gian bạn thực hiện được không?',
      JA: '入金または出金の番号と、お手続きの時刻を教えていただけますか？',
      KO: '입금 또는 출금 번호와 신청하신 시간을 알려주시겠어요?',
      PT: 'Pode me informar o número do depósito ou saque e o horário em que foi feito?',
    },
  },
  {
    title: {
      EN: 'Passed to finance',
      TY: 'Chuyển tài chính',
      JA: '財務へ転送',
      KO: '재무팀 전달',
      PT: 'Enviado ao financeiro',
    },
    body: {
      EN: 'Your request has been passed to our finance team. You will receive an answer in your inbox shortly.',
      TY: 'Yêu cầu của bạn đã được chuyển đến bộ phận tài chính. Bạn sẽ sớm nhận được trả lời trong hộp thư.',
      JA: 'ご依頼を財務チームに引き継ぎました。まもなく受信箱にご回答が届きます。',
      KO: '요청이 재무팀에 전달되었습니다. 곧 받은편지함으로 답변을 받으실 수 있습니다.',
      PT: 'Sua solicitação foi enviada à nossa equipe financeira. Você receberá uma resposta na sua caixa de entrada em breve.',
    },
  },
  {
    title: { EN: 'Anything else', TY: 'Còn gì nữa không', JA: 'ほかにご用件', KO: '추가 문의', PT: 'Algo mais' },
    body: {
      EN: 'Is there anything else I can help you with?',
      TY: 'Bạn còn cần tôi hỗ trợ gì thêm không?',
      JA: 'ほかにお手伝いできることはございますか？',
      KO: '더 도와드릴 일이 있을까요?',
      PT: 'Posso ajudar em mais alguma coisa?',
    },
  },
  {
    title: { EN: 'Goodbye', TY: 'Tạm biệt', JA: '締めの挨拶', KO: '마무리 인사', PT: 'Despedida' },
    body: {
      EN: 'Thank you for contacting us. Have a nice day!',
      TY: 'Cảm ơn bạn đã liên hệ. Chúc bạn một ngày tốt lành!',
      JA: 'お問い合わせありがとうございました。良い一日をお過ごしください！',
      KO: '문의해 주셔서 감사합니다. 좋은 하루 보내세요!',
      PT: 'Obrigado por entrar em contato. Tenha um ótimo dia!',
    },
  },
];

/** The demo sites' canned replies, in each language the site offers. */
export async function seedDemoCannedReplies(db: Database, siteCode: string): Promise<void> {
  const [site] = await db
    .select({ id: sites.id, languages: sites.supportedLanguages })
    .from(sites)
    .where(eq(sites.code, siteCode));
  if (!site) return;
  const languages = site.languages.filter((language): language is keyof Texts => language in replies[0]!.body);
  await db.insert(cannedReplies).values(
    languages.flatMap((language) =>
      replies.map((reply, order) => ({
        siteId: site.id,
        language,
        title: reply.title[language],
        body: reply.body[language],
        sortOrder: order,
      })),
    ),
  );
}
