import type { DemoAnnouncement } from './demo-content-notices.js';

const agentNotice = (title: DemoAnnouncement['title'], content: DemoAnnouncement['content']): DemoAnnouncement => ({
  type: 'AG',
  title,
  content,
});

/** Notices for agents (the back office's announcement page), newest first, in every language a demo site has. */
export const agentNotices: DemoAnnouncement[] = [
  agentNotice(
    {
      EN: 'Commission statements for last month',
      TY: 'Bảng hoa hồng tháng trước',
      JA: '先月のコミッション明細',
      KO: '지난달 커미션 명세서',
      PT: 'Extratos de comissão do mês passado',
    },
    {
      EN: "Last month's team figures are final. Check your team overview and revenue report, and contact your account manager before the 10th if anything looks wrong.",
      TY: 'Số liệu đội nhóm của tháng trước đã được chốt. Hãy kiểm tra tổng quan đội nhóm và báo cáo doanh thu, và liên hệ người quản lý tài khoản trước ngày 10 nếu có sai sót.',
      JA: '先月のチーム実績が確定しました。チーム概要と収益レポートを確認し、誤りがあれば10日までに担当マネージャーへご連絡ください。',
      KO: '지난달 팀 실적이 확정되었습니다. 팀 개요와 수익 보고서를 확인하고, 이상이 있으면 10일 전까지 담당 매니저에게 연락하세요.',
      PT: 'Os números da equipe do mês passado estão fechados. Confira a visão geral da equipe e o relatório de receita e fale com seu gerente de conta até o dia 10 se algo parecer errado.',
    },
  ),
  agentNotice(
    {
      EN: 'New: downline transaction details',
      TY: 'Mới: chi tiết giao dịch tuyến dưới',
      JA: '新機能：ダウンラインの取引明細',
      KO: '신규: 하위 회원 거래 내역',
      PT: 'Novo: detalhes das transações dos indicados',
    },
    {
      EN: 'See the deposits, withdrawals, transfers and bonuses of your whole team on one page, by username, type and date.',
      TY: 'Xem tiền nạp, tiền rút, chuyển khoản và tiền thưởng của cả đội nhóm trên một trang, theo tên đăng nhập, loại và ngày.',
      JA: 'チーム全体の入金・出金・送金・ボーナスを、ユーザー名・種類・日付で1ページにまとめて確認できます。',
      KO: '팀 전체의 입금, 출금, 이체, 보너스를 사용자 이름, 유형, 날짜별로 한 페이지에서 확인하세요.',
      PT: 'Veja depósitos, saques, transferências e bônus de toda a sua equipe em uma página, por usuário, tipo e data.',
    },
  ),
  agentNotice(
    {
      EN: 'Opening accounts for your players',
      TY: 'Mở tài khoản cho người chơi của bạn',
      JA: 'プレイヤーのアカウント開設について',
      KO: '플레이어 계정 개설 안내',
      PT: 'Abertura de contas para seus jogadores',
    },
    {
      EN: 'Accounts you open in Register downline sign in with the default password and must change it at once. Never send passwords through chat apps.',
      TY: 'Tài khoản bạn mở trong mục Đăng ký tuyến dưới sẽ đăng nhập bằng mật khẩu mặc định và phải đổi ngay. Không bao giờ gửi mật khẩu qua ứng dụng trò chuyện.',
      JA: 'ダウンライン登録で開設したアカウントは初期パスワードでログインし、すぐに変更する必要があります。パスワードをチャットアプリで送らないでください。',
      KO: '하위 회원 등록에서 개설한 계정은 기본 비밀번호로 로그인하며 즉시 변경해야 합니다. 비밀번호를 채팅 앱으로 보내지 마세요.',
      PT: 'As contas abertas em Cadastrar indicado entram com a senha padrão e devem trocá-la na hora. Nunca envie senhas por aplicativos de conversa.',
    },
  ),
  agentNotice(
    {
      EN: 'Transfers to your downlines',
      TY: 'Chuyển tiền cho tuyến dưới',
      JA: 'ダウンラインへの送金',
      KO: '하위 회원에게 이체',
      PT: 'Transferências para seus indicados',
    },
    {
      EN: 'Transfers to downlines need your payment password and are final once sent. Demo money cannot be transferred.',
      TY: 'Chuyển tiền cho tuyến dưới cần mật khẩu thanh toán và không thể hoàn lại sau khi gửi. Không thể chuyển tiền thử nghiệm.',
      JA: 'ダウンラインへの送金には支払いパスワードが必要で、送金後は取り消せません。デモマネーは送金できません。',
      KO: '하위 회원 이체에는 결제 비밀번호가 필요하며 전송 후에는 취소할 수 없습니다. 데모 머니는 이체할 수 없습니다.',
      PT: 'Transferências para indicados pedem sua senha de pagamento e não podem ser desfeitas. Dinheiro de demonstração não pode ser transferido.',
    },
  ),
];
