import type { Texts } from './demo-content-banners.js';

/** A help item as the demo announcements take it (demo-content-notices.ts). */
interface HelpItem {
  type: 'H';
  title: Texts;
  content: Texts;
  anchor?: string;
}

/** A help item; `anchor` lets a link open it directly (the terms: `/help#term`). */
const help = (title: Texts, content: Texts, anchor?: string): HelpItem => ({
  type: 'H' as const,
  title,
  content,
  ...(anchor ? { anchor } : {}),
});

/** The help centre of every demo site, in the portal's five languages ({brand} is the site's name). */
export const helpItems: HelpItem[] = [
  help(
    {
      EN: 'How do I deposit?',
      TY: 'Làm thế nào để nạp tiền?',
      JA: '入金方法は？',
      KO: '입금은 어떻게 하나요?',
      PT: 'Como faço um depósito?',
    },
    {
      EN: 'Open the member centre, choose Deposit, pick a channel and enter the amount. Bank transfers are credited once our cashier confirms them, usually within 15 minutes.',
      TY: 'Mở trung tâm thành viên, chọn Nạp tiền, chọn kênh và nhập số tiền. Chuyển khoản ngân hàng được cộng sau khi thu ngân xác nhận, thường trong vòng 15 phút.',
      JA: 'メンバーセンターで「入金」を選び、チャネルを選んで金額を入力してください。銀行振込は担当者の確認後、通常15分以内に反映されます。',
      KO: '회원 센터에서 입금을 선택하고 채널을 고른 뒤 금액을 입력하세요. 계좌 이체는 담당자 확인 후 보통 15분 이내에 반영됩니다.',
      PT: 'Abra o centro do membro, escolha Depósito, selecione um canal e informe o valor. Transferências bancárias são creditadas após a confirmação do caixa, normalmente em 15 minutos.',
    },
  ),
  help(
    {
      EN: 'How do I withdraw?',
      TY: 'Làm thế nào để rút tiền?',
      JA: '出金方法は？',
      KO: '출금은 어떻게 하나요?',
      PT: 'Como faço um saque?',
    },
    {
      EN: 'Set a payment password and a bank account in the security centre, then request a withdrawal. Confirm receipt once it is paid.',
      TY: 'Đặt mật khẩu thanh toán và tài khoản ngân hàng trong trung tâm bảo mật, sau đó gửi yêu cầu rút tiền. Hãy xác nhận đã nhận khi được thanh toán.',
      JA: 'セキュリティセンターで支払いパスワードと銀行口座を設定してから出金を申請してください。支払い後は受け取りを確認してください。',
      KO: '보안 센터에서 결제 비밀번호와 은행 계좌를 설정한 뒤 출금을 신청하세요. 지급되면 수령을 확인해 주세요.',
      PT: 'Defina uma senha de pagamento e uma conta bancária no centro de segurança e solicite o saque. Confirme o recebimento quando for pago.',
    },
  ),
  help(
    {
      EN: 'What is a free trial?',
      TY: 'Chơi thử miễn phí là gì?',
      JA: '無料体験とは？',
      KO: '무료 체험이란?',
      PT: 'O que é o teste grátis?',
    },
    {
      EN: 'Some games can be played with demo money, without risking your balance.',
      TY: 'Một số trò chơi có thể chơi bằng tiền thử mà không ảnh hưởng đến số dư của bạn.',
      JA: '一部のゲームは残高を使わずにデモ用のお金で遊べます。',
      KO: '일부 게임은 잔액을 사용하지 않고 데모 머니로 즐길 수 있습니다.',
      PT: 'Alguns jogos podem ser jogados com dinheiro de demonstração, sem arriscar o seu saldo.',
    },
  ),
  help(
    {
      EN: 'Why can I not sign in?',
      TY: 'Vì sao tôi không đăng nhập được?',
      JA: 'ログインできないのはなぜ？',
      KO: '로그인이 안 되는 이유는?',
      PT: 'Por que não consigo entrar?',
    },
    {
      EN: 'After several wrong passwords your account is locked for a few minutes. Use Forgot password if needed.',
      TY: 'Sau nhiều lần nhập sai mật khẩu, tài khoản sẽ bị khóa trong vài phút. Hãy dùng chức năng Quên mật khẩu nếu cần.',
      JA: 'パスワードを何度か間違えると、アカウントは数分間ロックされます。必要に応じて「パスワードを忘れた」をご利用ください。',
      KO: '비밀번호를 여러 번 틀리면 계정이 몇 분간 잠깁니다. 필요하면 비밀번호 찾기를 이용하세요.',
      PT: 'Após várias senhas erradas, sua conta fica bloqueada por alguns minutos. Use Esqueci a senha se precisar.',
    },
  ),
  help(
    {
      EN: 'How do I contact support?',
      TY: 'Làm thế nào để liên hệ hỗ trợ?',
      JA: 'サポートへの連絡方法は？',
      KO: '고객 지원에 연락하려면?',
      PT: 'Como falo com o suporte?',
    },
    {
      EN: 'Open Customer services in the side menu for live chat, or send us feedback from the member centre: the answer arrives in your messages.',
      TY: 'Mở Chăm sóc khách hàng trong menu bên để trò chuyện trực tiếp, hoặc gửi góp ý từ trung tâm thành viên: câu trả lời sẽ được gửi vào hộp thư của bạn.',
      JA: 'サイドメニューの「カスタマーサービス」からライブチャットを開くか、メンバーセンターからご意見をお送りください。回答はメッセージに届きます。',
      KO: '사이드 메뉴의 고객 서비스에서 실시간 채팅을 이용하거나 회원 센터에서 피드백을 보내세요. 답변은 메시지함으로 전달됩니다.',
      PT: 'Abra Atendimento no menu lateral para o chat ao vivo, ou envie um feedback pelo centro do membro: a resposta chega nas suas mensagens.',
    },
  ),
  help(
    {
      EN: 'What counts as a valid bet?',
      TY: 'Cược hợp lệ được tính thế nào?',
      JA: '有効ベットとは？',
      KO: '유효 베팅이란 무엇인가요?',
      PT: 'O que conta como aposta válida?',
    },
    {
      EN: 'Turnover, rebates, points, missions and VIP progress count your valid bets. A bet’s valid bet is what it actually won or lost, never more than its stake: a bet of 100 that loses counts 100, one that wins 96 counts 96, and a bet whose stake comes back (a tie) counts nothing. Bets that cover each other count only what they net: 100 on big and 100 on small of the same draw return 196 whatever is drawn, so together they count 4. Your lottery orders on one draw are counted together; each casino round is counted on its own.',
      TY: 'Doanh thu khuyến mãi, hoàn trả, điểm thưởng, nhiệm vụ và cấp VIP đều tính theo cược hợp lệ của bạn. Cược hợp lệ của một lần cược là số tiền thực sự thắng hoặc thua, không bao giờ vượt quá tiền cược: cược 100 thua được tính 100, cược thắng 96 được tính 96, còn cược được hoàn lại tiền (hòa) không được tính. Các cược bù trừ nhau chỉ được tính phần chênh lệch: 100 cửa Tài và 100 cửa Xỉu trong cùng một kỳ luôn trả về 196 dù kết quả thế nào, nên cả hai chỉ được tính 4. Các đơn xổ số của bạn trong cùng một kỳ được tính chung; mỗi ván casino được tính riêng.',
      JA: 'ボーナスの賭け条件、リベート、ポイント、ミッション、VIPの進捗は有効ベットで計算されます。有効ベットとは、そのベットで実際に勝った額または負けた額で、賭け金を超えることはありません。100のベットが負ければ100、96勝てば96、賭け金が戻るベット（引き分け）は0です。互いに打ち消し合うベットは差額だけが計算されます。同じ抽選で大に100、小に100賭けると結果にかかわらず196が戻るため、合わせて4となります。同じ抽選回の宝くじ注文はまとめて計算され、カジノは1ラウンドごとに計算されます。',
      KO: '보너스 롤링, 리베이트, 포인트, 미션, VIP 진행도는 유효 베팅으로 계산됩니다. 유효 베팅은 그 베팅으로 실제로 이기거나 잃은 금액이며 베팅 금액을 넘지 않습니다. 100을 걸어 잃으면 100, 96을 따면 96이 되고, 베팅 금액이 그대로 돌아오는 베팅(무승부)은 계산되지 않습니다. 서로 상쇄되는 베팅은 차액만 계산됩니다. 같은 회차에 대 100, 소 100을 걸면 결과와 상관없이 196이 돌아오므로 둘을 합쳐 4입니다. 같은 회차의 복권 주문은 함께 계산되고, 카지노는 라운드마다 따로 계산됩니다.',
      PT: 'O rollover, o rebate, os pontos, as missões e o progresso VIP contam as suas apostas válidas. A aposta válida de uma aposta é o que ela realmente ganhou ou perdeu, nunca mais do que o valor apostado: uma aposta de 100 que perde conta 100, uma que ganha 96 conta 96, e uma aposta cujo valor volta (empate) não conta. Apostas que se cobrem contam só o saldo: 100 no alto e 100 no baixo do mesmo sorteio devolvem 196 seja qual for o resultado, então juntas contam 4. Os seus pedidos de loteria no mesmo sorteio contam juntos; cada rodada de cassino conta sozinha.',
    },
    'valid-bet',
  ),
  help(
    {
      EN: 'Terms and conditions',
      TY: 'Điều khoản và điều kiện',
      JA: '利用規約',
      KO: '이용 약관',
      PT: 'Termos e condições',
    },
    {
      EN: '{brand} is for adults of 18 years or over. One account per person; accounts opened with false details are closed. Bonuses carry the turnover requirement shown with each promotion before they can be withdrawn; only valid bets count towards it (see “What counts as a valid bet?”). We may ask for proof of identity before paying a withdrawal. Play responsibly: set yourself a budget and take breaks.',
      TY: '{brand} chỉ dành cho người từ 18 tuổi trở lên. Mỗi người một tài khoản; tài khoản đăng ký bằng thông tin sai sẽ bị đóng. Tiền thưởng phải đạt yêu cầu doanh thu ghi kèm mỗi khuyến mãi trước khi được rút; chỉ cược hợp lệ mới được tính (xem “Cược hợp lệ được tính thế nào?”). Chúng tôi có thể yêu cầu giấy tờ tùy thân trước khi chi trả lệnh rút. Hãy chơi có trách nhiệm: đặt ngân sách và nghỉ ngơi hợp lý.',
      JA: '{brand} は18歳以上の方が対象です。アカウントはお一人様1つまでで、虚偽の情報で開設されたアカウントは閉鎖されます。ボーナスは各プロモーションに記載の賭け条件を満たすまで出金できません（対象は有効ベットのみです。「有効ベットとは？」をご覧ください）。出金の前に本人確認書類をお願いすることがあります。予算を決め、休憩を取りながら責任を持ってお楽しみください。',
      KO: '{brand}는 만 18세 이상 성인만 이용할 수 있습니다. 1인 1계정이며 허위 정보로 개설된 계정은 폐쇄됩니다. 보너스는 각 프로모션에 표시된 롤링 조건을 충족해야 출금할 수 있으며, 유효 베팅만 롤링에 포함됩니다(“유효 베팅이란 무엇인가요?” 참고). 출금 지급 전에 신분 증명을 요청할 수 있습니다. 예산을 정하고 휴식을 취하며 책임감 있게 즐기세요.',
      PT: '{brand} é para maiores de 18 anos. Uma conta por pessoa; contas abertas com dados falsos são encerradas. Bônus têm o requisito de rollover indicado em cada promoção antes do saque; só apostas válidas contam para ele (veja “O que conta como aposta válida?”). Podemos pedir comprovante de identidade antes de pagar um saque. Jogue com responsabilidade: defina um orçamento e faça pausas.',
    },
    'term',
  ),
];
