import type { Templates } from '../messages/messages.service.js';

/** The inbox message when the review raises a member's level; `{name}` and `{level}` are filled in. */
export const levelUpTemplates: Templates = {
  EN: {
    title: 'Welcome to VIP {name}',
    body: 'You have reached VIP{level} ({name}). Your new benefits apply from now.',
  },
  TY: { title: 'Chào mừng đến VIP {name}', body: 'Bạn đã đạt VIP{level} ({name}). Quyền lợi mới áp dụng từ bây giờ.' },
  JA: { title: 'VIP {name} へようこそ', body: 'VIP{level}（{name}）に到達しました。新しい特典は今から適用されます。' },
  KO: {
    title: 'VIP {name} 달성을 축하합니다',
    body: 'VIP{level}({name})에 도달했습니다. 새 혜택이 지금부터 적용됩니다.',
  },
  PT: {
    title: 'Bem-vindo ao VIP {name}',
    body: 'Você alcançou o VIP{level} ({name}). Seus novos benefícios valem a partir de agora.',
  },
};

/** The inbox message with a birthday bonus; `{amount}` is filled in. */
export const birthdayTemplates: Templates = {
  EN: { title: 'Happy birthday!', body: 'A birthday bonus of {amount} has been added to your wallet. Enjoy your day!' },
  TY: {
    title: 'Chúc mừng sinh nhật!',
    body: 'Thưởng sinh nhật {amount} đã được cộng vào ví của bạn. Chúc bạn một ngày vui!',
  },
  JA: {
    title: 'お誕生日おめでとうございます！',
    body: '誕生日ボーナス {amount} をウォレットに追加しました。素敵な一日を！',
  },
  KO: { title: '생일 축하합니다!', body: '생일 보너스 {amount}이(가) 지갑에 지급되었습니다. 즐거운 하루 보내세요!' },
  PT: {
    title: 'Feliz aniversário!',
    body: 'Um bônus de aniversário de {amount} foi creditado na sua carteira. Aproveite o seu dia!',
  },
};
