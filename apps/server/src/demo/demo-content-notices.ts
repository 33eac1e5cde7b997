import type { Texts } from './demo-content-banners.js';
import { helpItems } from './demo-content-help.js';

export interface DemoAnnouncement {
  type: 'PL' | 'PU' | 'PR' | 'H' | 'AG';
  title: Texts;
  content: Texts;
  executionCode?: 'A' | 'B' | 'F';
  promotionType?: string;
  /** A help item a link opens directly (`/help#term`). */
  anchor?: string;
}

/** An announcement of a type without execution code or promotion type. */
const plain =
  (type: 'PL') =>
  (title: Texts, content: Texts): DemoAnnouncement => ({ type, title, content });
const notice = plain('PL');

/** Player notices (the marquee and the notice popup), newest first. */
const playerNotices: DemoAnnouncement[] = [
  notice(
    { EN: 'Scheduled maintenance', TY: 'Bảo trì định kỳ' },
    {
      EN: 'Games may pause for a few minutes on Sunday between 02:00 and 04:00 (site time) while we upgrade our servers.',
      TY: 'Trò chơi có thể tạm dừng vài phút vào Chủ nhật từ 02:00 đến 04:00 (giờ của trang) trong khi chúng tôi nâng cấp máy chủ.',
    },
  ),
  notice(
    { EN: 'Lottery draws around the clock', TY: 'Xổ số quay suốt ngày đêm' },
    {
      EN: "Our lottery games draw all day long: every result is in the game's draw history.",
      TY: 'Các trò xổ số của chúng tôi quay thưởng cả ngày: mọi kết quả đều có trong lịch sử quay thưởng của trò chơi.',
    },
  ),
  notice(
    { EN: 'Deposits by bank transfer', TY: 'Nạp tiền bằng chuyển khoản' },
    {
      EN: 'Bank transfers are credited once our cashier confirms them, usually within 15 minutes.',
      TY: 'Khoản chuyển khoản được cộng sau khi thu ngân xác nhận, thường trong vòng 15 phút.',
    },
  ),
  notice(
    { EN: 'Keep your account safe', TY: 'Bảo vệ tài khoản của bạn' },
    {
      EN: 'Set a payment password and never share your login details. Our staff will never ask for your password.',
      TY: 'Hãy đặt mật khẩu thanh toán và không chia sẻ thông tin đăng nhập. Nhân viên của chúng tôi không bao giờ hỏi mật khẩu của bạn.',
    },
  ),
  notice(
    { EN: 'Play responsibly', TY: 'Chơi có trách nhiệm' },
    {
      EN: 'Play for fun. Set yourself a budget, take breaks, and contact customer service if you need help.',
      TY: 'Hãy chơi để giải trí. Đặt ngân sách cho bản thân, nghỉ ngơi hợp lý và liên hệ chăm sóc khách hàng nếu cần hỗ trợ.',
    },
  ),
  notice(
    { EN: 'Confirm your withdrawals', TY: 'Xác nhận lệnh rút tiền' },
    {
      EN: 'Confirm receipt of each paid withdrawal in the member centre; unconfirmed ones count as received after the deadline.',
      TY: 'Hãy xác nhận đã nhận tiền cho mỗi lệnh rút đã thanh toán trong trung tâm thành viên; lệnh chưa xác nhận sẽ được coi là đã nhận khi hết hạn.',
    },
  ),
  notice(
    { EN: 'Customer service around the clock', TY: 'Chăm sóc khách hàng 24/7' },
    {
      EN: 'Live chat answers day and night, every day of the year.',
      TY: 'Trò chuyện trực tuyến hỗ trợ cả ngày lẫn đêm, tất cả các ngày trong năm.',
    },
  ),
];

/** Popups: A everyone, B visitors only, F members after sign-in (see the announcements route). */
const popups: DemoAnnouncement[] = [
  {
    type: 'PU',
    executionCode: 'A',
    title: {
      EN: 'Welcome to {brand}',
      TY: 'Chào mừng đến với {brand}',
      JA: '{brand}へようこそ',
      KO: '{brand}에 오신 것을 환영합니다',
      PT: 'Bem-vindo ao {brand}',
    },
    content: {
      EN: 'Slots, lottery draws all day, promotions and fast withdrawals. Good luck!',
      TY: 'Máy xèng, xổ số quay cả ngày, khuyến mãi và rút tiền nhanh chóng. Chúc bạn may mắn!',
      JA: 'スロット、一日中の宝くじ抽選、プロモーション、スピーディーな出金をお楽しみください。幸運を！',
      KO: '슬롯, 하루 종일 열리는 복권 추첨, 프로모션, 빠른 출금을 즐기세요. 행운을 빕니다!',
      PT: 'Slots, sorteios de loteria o dia todo, promoções e saques rápidos. Boa sorte!',
    },
  },
  {
    type: 'PU',
    executionCode: 'B',
    promotionType: 'WELCOME',
    title: {
      EN: 'New here? Free credit to try the games',
      TY: 'Bạn mới đến? Nhận tiền thưởng miễn phí để chơi thử',
      JA: 'はじめての方へ：無料クレジットでゲームを体験',
      KO: '처음이신가요? 무료 크레딧으로 게임을 체험하세요',
      PT: 'Novo por aqui? Crédito grátis para experimentar os jogos',
    },
    content: {
      EN: 'Every new member receives free credit: register, then claim it in the reward centre within 30 days.',
      TY: 'Mỗi thành viên mới đều nhận tiền thưởng miễn phí: đăng ký rồi nhận tại trung tâm phần thưởng trong vòng 30 ngày.',
      JA: '新規会員全員に無料クレジットを進呈します。登録後30日以内にリワードセンターで受け取ってください。',
      KO: '모든 신규 회원은 무료 크레딧을 받습니다. 가입 후 30일 이내에 리워드 센터에서 받으세요.',
      PT: 'Todo novo membro recebe crédito grátis: cadastre-se e resgate no centro de recompensas em até 30 dias.',
    },
  },
  {
    // Members after sign-in: true of every member (no "your ... is ready": what is one member's comes as
    // their own message or reward, dated when it happens).
    type: 'PU',
    executionCode: 'F',
    promotionType: 'LUCKY_DRAW',
    title: {
      EN: 'A free lucky draw every day',
      TY: 'Mỗi ngày một lượt rút thăm miễn phí',
      JA: '毎日1回の無料ラッキードロー',
      KO: '매일 한 번 무료 행운 추첨',
      PT: 'Um sorteio grátis todos os dias',
    },
    content: {
      EN: 'Every member has one free draw a day in the reward centre; prizes are paid at once.',
      TY: 'Mỗi thành viên có một lượt rút miễn phí mỗi ngày tại trung tâm phần thưởng; giải thưởng được trả ngay.',
      JA: '全会員がリワードセンターで1日1回無料で引けます。賞金はすぐに支払われます。',
      KO: '모든 회원은 리워드 센터에서 하루 한 번 무료로 추첨할 수 있으며, 상금은 즉시 지급됩니다.',
      PT: 'Todo membro tem um sorteio grátis por dia no centro de recompensas; os prêmios são pagos na hora.',
    },
  },
];

const promotion = (promotionType: string, title: Texts, content: Texts): DemoAnnouncement => ({
  type: 'PR',
  promotionType,
  title,
  content,
});

/**
 * Each speaks for the demo promotion whose code it names (demo-promotions.ts) and says what its terms
 * say; it is shown only while that promotion runs (the cashback, coming in a week, waits until then).
 */
const promotions: DemoAnnouncement[] = [
  promotion(
    'FIRSTDEP',
    { EN: 'First deposit bonus 100 %', TY: 'Thưởng nạp lần đầu 100 %' },
    {
      EN: 'Join before your first deposit and it is matched in full, up to the limit in its terms. Open the reward centre to join.',
      TY: 'Tham gia trước lần nạp đầu tiên để được thưởng 100 % số tiền nạp, tối đa theo điều khoản. Mở trung tâm phần thưởng để tham gia.',
    },
  ),
  promotion(
    'CASHBACK',
    { EN: 'Weekly cashback 5 %', TY: 'Hoàn tiền hàng tuần 5 %' },
    {
      EN: "5 % of last week's net loss back, up to the limit in its terms, to claim from Monday.",
      TY: 'Hoàn lại 5 % số tiền thua ròng của tuần trước, tối đa theo điều khoản, nhận từ thứ Hai.',
    },
  ),
  promotion(
    'LUCKY_DRAW',
    { EN: 'Daily lucky draw', TY: 'Rút thăm may mắn mỗi ngày' },
    {
      EN: 'One free draw a day for every member, in the reward centre.',
      TY: 'Mỗi thành viên có một lượt rút thăm miễn phí mỗi ngày tại trung tâm phần thưởng.',
    },
  ),
];

/** Every demo announcement; 12 public ones live (notices, popups, promotions) so the dialog has two pages. */
export const demoAnnouncements: DemoAnnouncement[] = [...playerNotices, ...popups, ...promotions, ...helpItems];
