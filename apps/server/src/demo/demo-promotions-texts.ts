import type { Texts } from './demo-content-banners.js';

/**
 * The demo promotions' titles and terms in the demo sites' languages. {bonus}, {cap}, {min} and
 * {turnover} are filled with the site's money (or the multiple) at seed time, so each site reads its
 * own currency.
 */
export const promotionTexts: Record<
  'welcome' | 'first' | 'reload' | 'cashback' | 'story' | 'raffle',
  { title: Texts; terms: Texts }
> = {
  welcome: {
    title: {
      EN: 'Welcome credit {bonus}',
      TY: 'Quà chào mừng {bonus}',
      JA: 'ウェルカムクレジット {bonus}',
      KO: '웰컴 크레딧 {bonus}',
      PT: 'Crédito de boas-vindas {bonus}',
    },
    terms: {
      EN: 'Every new member of {brand} receives {bonus} of free credit to try the games. Claim it in the reward centre within 30 days of registering. Play it {turnover} times through before a withdrawal; live casino bets count 10 %.',
      TY: 'Mỗi thành viên mới của {brand} nhận {bonus} tiền thưởng miễn phí để trải nghiệm trò chơi. Nhận thưởng tại trung tâm phần thưởng trong vòng 30 ngày sau khi đăng ký. Cần cược đủ {turnover} lần tiền thưởng trước khi rút tiền; cược sòng bài trực tiếp được tính 10 %.',
      JA: '{brand}の新規会員全員に、ゲームを試せる{bonus}の無料クレジットを進呈します。登録から30日以内にリワードセンターで受け取ってください。出金前にボーナスの{turnover}倍のベットが必要です。ライブカジノのベットは10 %として計算されます。',
      KO: '{brand}의 모든 신규 회원은 게임을 체험할 수 있는 {bonus}의 무료 크레딧을 받습니다. 가입 후 30일 이내에 리워드 센터에서 받으세요. 출금 전에 보너스의 {turnover}배를 베팅해야 하며, 라이브 카지노 베팅은 10 %로 계산됩니다.',
      PT: 'Todo novo membro da {brand} recebe {bonus} de crédito grátis para experimentar os jogos. Resgate no centro de recompensas em até 30 dias após o cadastro. Aposte {turnover} vezes o bônus antes de sacar; apostas no cassino ao vivo contam 10 %.',
    },
  },
  first: {
    title: {
      EN: 'First deposit: 100 % up to {cap}',
      TY: 'Nạp lần đầu: thưởng 100 % tới {cap}',
      JA: '初回入金100 %ボーナス（最大{cap}）',
      KO: '첫 입금 100 % 보너스 (최대 {cap})',
      PT: 'Primeiro depósito: 100 % até {cap}',
    },
    terms: {
      EN: 'Join before your first deposit and we match it 100 %, up to {cap}, for deposits from {min}. Claim the bonus in the reward centre once the deposit is credited. Play bonus and deposit {turnover} times through before a withdrawal; live casino bets count 10 %.',
      TY: 'Tham gia trước lần nạp đầu tiên, chúng tôi tặng thêm 100 % số tiền nạp, tối đa {cap}, cho khoản nạp từ {min}. Nhận thưởng tại trung tâm phần thưởng khi tiền nạp đã vào tài khoản. Cần cược đủ {turnover} lần tổng tiền thưởng và tiền nạp trước khi rút; cược sòng bài trực tiếp được tính 10 %.',
      JA: '初回入金の前に参加すると、{min}以上の入金に100 %（最大{cap}）を上乗せします。入金の反映後、リワードセンターでボーナスを受け取ってください。出金前にボーナスと入金額の{turnover}倍のベットが必要です。ライブカジノは10 %として計算されます。',
      KO: '첫 입금 전에 참여하면 {min} 이상 입금 시 100 % (최대 {cap})를 추가로 드립니다. 입금이 반영되면 리워드 센터에서 보너스를 받으세요. 출금 전에 보너스와 입금액의 {turnover}배를 베팅해야 하며, 라이브 카지노는 10 %로 계산됩니다.',
      PT: 'Participe antes do primeiro depósito e nós o igualamos em 100 %, até {cap}, para depósitos a partir de {min}. Resgate o bônus no centro de recompensas quando o depósito for creditado. Aposte {turnover} vezes o bônus mais o depósito antes de sacar; cassino ao vivo conta 10 %.',
    },
  },
  reload: {
    title: {
      EN: 'Daily reload 10 %',
      TY: 'Thưởng nạp lại mỗi ngày 10 %',
      JA: '毎日のリロードボーナス10 %',
      KO: '매일 재충전 보너스 10 %',
      PT: 'Recarga diária de 10 %',
    },
    terms: {
      EN: 'Once a day: join, then deposit {min} or more and receive 10 % of it, up to {cap}. Play the bonus {turnover} times through before a withdrawal.',
      TY: 'Mỗi ngày một lần: tham gia, sau đó nạp từ {min} trở lên để nhận 10 % số tiền nạp, tối đa {cap}. Cần cược đủ {turnover} lần tiền thưởng trước khi rút tiền.',
      JA: '1日1回：参加してから{min}以上を入金すると、入金額の10 %（最大{cap}）を受け取れます。出金前にボーナスの{turnover}倍のベットが必要です。',
      KO: '하루 한 번: 참여한 뒤 {min} 이상 입금하면 입금액의 10 % (최대 {cap})를 받습니다. 출금 전에 보너스의 {turnover}배를 베팅해야 합니다.',
      PT: 'Uma vez por dia: participe, deposite {min} ou mais e receba 10 % do valor, até {cap}. Aposte {turnover} vezes o bônus antes de sacar.',
    },
  },
  cashback: {
    // Paid on the week before (Monday to Sunday, cashback.service.ts); the page says when it starts.
    title: {
      EN: 'Weekly cashback 5 %',
      TY: 'Hoàn tiền hàng tuần 5 %',
      JA: '毎週キャッシュバック5 %',
      KO: '주간 캐시백 5 %',
      PT: 'Cashback semanal 5 %',
    },
    terms: {
      EN: '5 % of your net loss over the week (Monday to Sunday) back, up to {cap}, to claim from the Monday after.',
      TY: 'Hoàn lại 5 % số tiền thua ròng trong tuần (thứ Hai đến Chủ nhật), tối đa {cap}, nhận từ thứ Hai tuần sau.',
      JA: '1週間（月曜日から日曜日）の純損失の5 %（最大{cap}）を翌週の月曜日から受け取れます。',
      KO: '한 주(월요일~일요일) 순손실의 5 % (최대 {cap})를 다음 주 월요일부터 돌려받으세요.',
      PT: '5 % da sua perda líquida na semana (de segunda a domingo) de volta, até {cap}, para resgatar a partir da segunda-feira seguinte.',
    },
  },
  story: {
    title: {
      EN: 'Share your big win: {bonus}',
      TY: 'Khoe chiến thắng lớn: nhận {bonus}',
      JA: 'ビッグウィンをシェア：{bonus}',
      KO: '빅윈 인증: {bonus}',
      PT: 'Mostre sua grande vitória: {bonus}',
    },
    terms: {
      EN: 'Won 100 times your stake or more on a slot? Apply with a few words and a screenshot of the win (PNG or JPG, up to three). Our team checks each application within a day and pays {bonus}; play it {turnover} times through before a withdrawal.',
      TY: 'Thắng từ 100 lần tiền cược trở lên ở slot? Gửi đơn kèm vài dòng và ảnh chụp màn hình chiến thắng (PNG hoặc JPG, tối đa ba ảnh). Đội ngũ của chúng tôi duyệt mỗi đơn trong một ngày và trả {bonus}; cần cược đủ {turnover} lần tiền thưởng trước khi rút.',
      JA: 'スロットでベットの100倍以上を獲得しましたか？ひとことと勝利画面のスクリーンショット（PNGまたはJPG、3枚まで）を添えて申請してください。1日以内に確認し{bonus}をお支払いします。出金前にボーナスの{turnover}倍のベットが必要です。',
      KO: '슬롯에서 베팅액의 100배 이상을 따셨나요? 간단한 글과 당첨 화면 스크린샷(PNG 또는 JPG, 최대 3장)으로 신청하세요. 하루 안에 확인 후 {bonus}를 지급하며, 출금 전에 보너스의 {turnover}배를 베팅해야 합니다.',
      PT: 'Ganhou 100 vezes a aposta ou mais em um slot? Envie algumas palavras e uma captura de tela da vitória (PNG ou JPG, até três). Nossa equipe analisa cada pedido em um dia e paga {bonus}; aposte {turnover} vezes o bônus antes de sacar.',
    },
  },
  raffle: {
    title: {
      EN: 'Daily lucky draw: up to {top}',
      TY: 'Rút thăm may mắn mỗi ngày: tới {top}',
      JA: '毎日のラッキードロー：最大{top}',
      KO: '매일 행운 추첨: 최대 {top}',
      PT: 'Sorteio diário: até {top}',
    },
    terms: {
      EN: 'One free draw a day for every member: win {low}, {mid} or {top}, paid at once. Play the prize once through before a withdrawal.',
      TY: 'Mỗi thành viên có một lượt rút miễn phí mỗi ngày: trúng {low}, {mid} hoặc {top}, trả ngay. Cần cược đủ một lần giải thưởng trước khi rút.',
      JA: '全会員が1日1回無料で引けます。{low}、{mid}、{top}のいずれかが当たり、すぐに支払われます。出金前に賞金を1回分ベットしてください。',
      KO: '모든 회원이 하루 한 번 무료로 추첨할 수 있습니다. {low}, {mid} 또는 {top}에 당첨되면 즉시 지급됩니다. 출금 전에 상금만큼 한 번 베팅해야 합니다.',
      PT: 'Um sorteio grátis por dia para cada membro: ganhe {low}, {mid} ou {top}, pagos na hora. Aposte o prêmio uma vez antes de sacar.',
    },
  },
};
