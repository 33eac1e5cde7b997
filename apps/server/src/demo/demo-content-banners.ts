/** Texts by language code, as the content tables keep them; {brand} is the site's name. */
export type Texts = Partial<Record<'EN' | 'TY' | 'JA' | 'KO' | 'PT', string>> & { EN: string };

export interface DemoBanner {
  group: 'w_home' | 'w_login' | 'w_register' | 'w_forget' | 'w_leftmenu';
  title: Texts;
  /** Where a click goes; GAME is resolved to a playable game of the site at seed time. */
  link: { type: 'NONE' } | { type: 'ROUTE' | 'PROMOTION' | 'URL'; target: string } | { type: 'GAME' };
}

/** The demo banners of every site: four on the home page, one in each sign-in dialog and the side menu. */
export const demoBanners = (channelUrl: string): DemoBanner[] => [
  {
    group: 'w_home',
    title: {
      EN: 'Welcome bonus: 100% on your first deposit',
      TY: 'Thưởng chào mừng: 100% cho lần nạp đầu tiên',
      JA: 'ウェルカムボーナス：初回入金100%',
      KO: '웰컴 보너스: 첫 입금 100%',
      PT: 'Bônus de boas-vindas: 100% no primeiro depósito',
    },
    link: { type: 'PROMOTION', target: 'WELCOME' },
  },
  {
    group: 'w_home',
    title: {
      EN: 'Spin the reels of our own slot',
      TY: 'Quay thử máy xèng độc quyền của chúng tôi',
      JA: 'オリジナルスロットを回そう',
      KO: '자체 제작 슬롯을 돌려 보세요',
      PT: 'Gire os rolos do nosso próprio slot',
    },
    link: { type: 'GAME' },
  },
  {
    group: 'w_home',
    title: {
      EN: 'Live casino tables, open around the clock',
      TY: 'Sòng bài trực tiếp, mở cửa suốt ngày đêm',
      JA: 'ライブカジノ、24時間オープン',
      KO: '라이브 카지노, 24시간 운영',
      PT: 'Cassino ao vivo, aberto 24 horas',
    },
    link: { type: 'ROUTE', target: '/live' },
  },
  {
    group: 'w_home',
    title: {
      EN: 'Join our channel for daily tips',
      TY: 'Tham gia kênh của chúng tôi để nhận mẹo mỗi ngày',
      JA: '毎日のヒントは公式チャンネルで',
      KO: '공식 채널에서 매일 팁을 받아 보세요',
      PT: 'Entre no nosso canal para dicas diárias',
    },
    link: { type: 'URL', target: channelUrl },
  },
  {
    group: 'w_login',
    title: {
      EN: 'Welcome back! Your favourite games are waiting',
      TY: 'Chào mừng trở lại! Trò chơi yêu thích đang chờ bạn',
      JA: 'おかえりなさい！お気に入りのゲームが待っています',
      KO: '다시 오신 것을 환영합니다! 즐겨찾는 게임이 기다립니다',
      PT: 'Bem-vindo de volta! Seus jogos favoritos esperam por você',
    },
    link: { type: 'NONE' },
  },
  {
    group: 'w_register',
    title: {
      EN: 'Sign up today and claim the welcome bonus',
      TY: 'Đăng ký hôm nay và nhận thưởng chào mừng',
      JA: '今すぐ登録してウェルカムボーナスを',
      KO: '지금 가입하고 웰컴 보너스를 받으세요',
      PT: 'Cadastre-se hoje e pegue o bônus de boas-vindas',
    },
    link: { type: 'NONE' },
  },
  {
    group: 'w_forget',
    title: {
      EN: 'Forgot your password? We will get you back in',
      TY: 'Quên mật khẩu? Chúng tôi sẽ giúp bạn đăng nhập lại',
    },
    link: { type: 'NONE' },
  },
  {
    group: 'w_leftmenu',
    title: { EN: 'Get the app', TY: 'Tải ứng dụng', JA: 'アプリを入手', KO: '앱 받기', PT: 'Baixe o app' },
    link: { type: 'ROUTE', target: '/down' },
  },
];
