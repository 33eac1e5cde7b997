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
      EN: 'Some live games will be unavailable on Sunday from 02:00 to 04:00 (site time) while our partner upgrades its servers.',
      TY: 'Một số trò chơi trực tiếp sẽ tạm ngừng vào Chủ nhật từ 02:00 đến 04:00 (giờ của trang) để đối tác nâng cấp máy chủ.',
    },
  ),
  notice(
    { EN: 'New games every week', TY: 'Trò chơi mới mỗi tuần' },
    {
      EN: 'Fresh slots and fishing games arrive every Monday. Look for the NEW mark on the game cards.',
      TY: 'Máy xèng và trò chơi bắn cá mới được cập nhật vào mỗi thứ Hai. Hãy tìm nhãn MỚI trên thẻ trò chơi.',
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
      EN: 'Thousands of games, daily promotions and fast withdrawals. Good luck!',
      TY: 'Hàng nghìn trò chơi, khuyến mãi mỗi ngày và rút tiền nhanh chóng. Chúc bạn may mắn!',
      JA: '数千のゲーム、毎日のプロモーション、スピーディーな出金をお楽しみください。幸運を！',
      KO: '수천 개의 게임, 매일 열리는 프로모션, 빠른 출금을 즐기세요. 행운을 빕니다!',
      PT: 'Milhares de jogos, promoções diárias e saques rápidos. Boa sorte!',
    },
  },
  {
    type: 'PU',
    executionCode: 'B',
    promotionType: 'WELCOME',
    title: {
      EN: 'New here? Claim your welcome bonus',
      TY: 'Bạn mới đến? Nhận ngay thưởng chào mừng',
      JA: 'はじめての方へ：ウェルカムボーナス',
      KO: '처음이신가요? 웰컴 보너스를 받으세요',
      PT: 'Novo por aqui? Pegue seu bônus de boas-vindas',
    },
    content: {
      EN: 'Register and make your first deposit to receive a 100% bonus.',
      TY: 'Đăng ký và nạp tiền lần đầu để nhận thưởng 100%.',
      JA: '登録して初回入金すると100%ボーナスがもらえます。',
      KO: '가입 후 첫 입금을 하면 100% 보너스를 드립니다.',
      PT: 'Cadastre-se e faça o primeiro depósito para receber 100% de bônus.',
    },
  },
  {
    type: 'PU',
    executionCode: 'F',
    promotionType: 'CASHBACK',
    title: {
      EN: 'Your weekly cashback is ready',
      TY: 'Hoàn tiền hàng tuần đã sẵn sàng',
      JA: '今週のキャッシュバックの準備ができました',
      KO: '주간 캐시백이 준비되었습니다',
      PT: 'Seu cashback semanal está pronto',
    },
    content: {
      EN: "Members get up to 10% of last week's net losses back every Monday. Open the reward centre to claim it.",
      TY: 'Thành viên được hoàn đến 10% số tiền thua ròng của tuần trước vào mỗi thứ Hai. Mở trung tâm phần thưởng để nhận.',
      JA: '毎週月曜日、先週の純損失の最大10%が戻ってきます。リワードセンターで受け取ってください。',
      KO: '매주 월요일 지난주 순손실의 최대 10%를 돌려드립니다. 리워드 센터에서 받으세요.',
      PT: 'Toda segunda-feira você recebe de volta até 10% das perdas líquidas da semana passada. Abra a central de recompensas para resgatar.',
    },
  },
];

const promotion = (promotionType: string, title: Texts, content: Texts): DemoAnnouncement => ({
  type: 'PR',
  promotionType,
  title,
  content,
});

const promotions: DemoAnnouncement[] = [
  promotion(
    'WELCOME',
    { EN: 'Welcome bonus 100%', TY: 'Thưởng chào mừng 100%' },
    {
      EN: 'Your first deposit is matched in full, up to the site limit. Wager the bonus 10 times before withdrawing.',
      TY: 'Lần nạp đầu tiên được thưởng tương đương 100%, tối đa theo hạn mức của trang. Cần cược 10 lần tiền thưởng trước khi rút.',
    },
  ),
  promotion(
    'CASHBACK',
    { EN: 'Weekly cashback', TY: 'Hoàn tiền hàng tuần' },
    {
      EN: "Up to 10% of last week's net losses back every Monday.",
      TY: 'Nhận lại đến 10% số tiền thua ròng của tuần trước vào mỗi thứ Hai.',
    },
  ),
  promotion(
    'RAFFLE',
    { EN: 'Monthly lucky draw', TY: 'Rút thăm may mắn hằng tháng' },
    {
      EN: 'Every deposit earns a ticket for the monthly lucky draw.',
      TY: 'Mỗi lần nạp tiền bạn nhận được một vé tham gia rút thăm may mắn hằng tháng.',
    },
  ),
];

/** Every demo announcement; 13 public ones (notices, popups, promotions) so the dialog has two pages. */
export const demoAnnouncements: DemoAnnouncement[] = [...playerNotices, ...popups, ...promotions, ...helpItems];
