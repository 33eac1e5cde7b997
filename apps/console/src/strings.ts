import type { OperatorRole } from '@portal/contracts';

/** The console's languages (issue 25: English and Vietnamese at least), by the portal's language codes. */
export type ConsoleLanguage = 'EN' | 'TY';

const en = {
  title: 'Operator console',
  language: 'Tiếng Việt',
  languageLabel: 'Switch the console to Vietnamese',
  signInTitle: 'Sign in',
  signInIntro: 'Operators only. Your password, then the code from your authenticator app.',
  username: 'Username',
  password: 'Password',
  captcha: 'Characters in the picture',
  newCaptcha: 'Another picture',
  signIn: 'Sign in',
  working: 'One moment…',
  codeTitle: 'Two-step sign-in',
  codeIntro: 'Enter the six-digit code your authenticator app shows for this account.',
  code: 'Code',
  verify: 'Continue',
  useRecovery: 'Use a recovery code instead',
  useCode: 'Use the authenticator code',
  recoveryCode: 'Recovery code',
  enrolTitle: 'Set up two-step sign-in',
  enrolIntro:
    'Scan the QR code with an authenticator app (Google Authenticator, Microsoft Authenticator, 1Password…), or type the key, then enter the code it shows.',
  qrAlt: 'QR code of the authenticator key',
  secret: 'Key',
  confirm: 'Turn on two-step sign-in',
  recoveryTitle: 'Your recovery codes',
  recoveryIntro:
    'Each code signs you in once if you lose your authenticator. Keep them somewhere safe: they are shown this once.',
  recoveryList: 'Recovery codes',
  saved: 'I have saved them',
  signedInAs: 'Signed in as',
  role: 'Role',
  sites: 'Sites',
  allSites: 'Every site',
  signOut: 'Sign out',
  signOutEverywhere: 'Sign out everywhere',
  areasTitle: 'What you can do here',
  read: 'read',
  readWrite: 'read and change',
  none: 'no access',
  idle: 'Sessions end after 15 minutes without activity.',
  areas: {
    money: 'Cashier: deposits, withdrawals, adjustments, agent contracts',
    content: 'Content: texts, promotions, missions, referral, apps, jackpot',
    service: 'Service desk: chats, feedback, applications, redemptions',
    games: 'Games: lottery results and voids',
  },
  roles: {
    owner: 'Owner',
    finance: 'Finance',
    support: 'Support',
    content: 'Content',
    risk: 'Risk',
    'read-only': 'Read-only',
  } satisfies Record<OperatorRole, string>,
  errors: {
    LOGIN_FAILED: 'The username or password is not right.',
    CAPTCHA_REQUIRED: 'Type the characters in the picture.',
    CAPTCHA_INVALID: 'The characters did not match the picture. Try the new one.',
    ACCOUNT_LOCKED: 'Too many failed attempts. Try again in {minutes} minutes.',
    TWO_STEP_CODE_INVALID: 'That code is not right or was already used. Enter the current code.',
    SESSION_EXPIRED: 'Your session ended. Sign in again.',
    SECOND_STEP_REQUIRED: 'Finish the two-step sign-in first.',
    FORBIDDEN: 'This account cannot sign in to this site.',
    VALIDATION_ERROR: 'Check the highlighted field.',
    NETWORK: 'The console cannot reach the server. Check the connection and try again.',
    default: 'Something went wrong. Try again.',
  } as Record<string, string>,
};

export type Strings = typeof en;

const ty: Strings = {
  title: 'Bảng điều hành',
  language: 'English',
  languageLabel: 'Chuyển bảng điều hành sang tiếng Anh',
  signInTitle: 'Đăng nhập',
  signInIntro: 'Chỉ dành cho nhà điều hành. Nhập mật khẩu, sau đó là mã từ ứng dụng xác thực.',
  username: 'Tên đăng nhập',
  password: 'Mật khẩu',
  captcha: 'Ký tự trong hình',
  newCaptcha: 'Hình khác',
  signIn: 'Đăng nhập',
  working: 'Vui lòng chờ…',
  codeTitle: 'Đăng nhập hai bước',
  codeIntro: 'Nhập mã sáu chữ số mà ứng dụng xác thực hiển thị cho tài khoản này.',
  code: 'Mã',
  verify: 'Tiếp tục',
  useRecovery: 'Dùng mã khôi phục',
  useCode: 'Dùng mã từ ứng dụng xác thực',
  recoveryCode: 'Mã khôi phục',
  enrolTitle: 'Thiết lập đăng nhập hai bước',
  enrolIntro:
    'Quét mã QR bằng ứng dụng xác thực (Google Authenticator, Microsoft Authenticator, 1Password…) hoặc nhập khóa, rồi nhập mã hiển thị.',
  qrAlt: 'Mã QR của khóa xác thực',
  secret: 'Khóa',
  confirm: 'Bật đăng nhập hai bước',
  recoveryTitle: 'Mã khôi phục của bạn',
  recoveryIntro:
    'Mỗi mã cho phép đăng nhập một lần nếu bạn mất ứng dụng xác thực. Hãy cất giữ cẩn thận: mã chỉ hiển thị lần này.',
  recoveryList: 'Mã khôi phục',
  saved: 'Tôi đã lưu lại',
  signedInAs: 'Đăng nhập với tên',
  role: 'Vai trò',
  sites: 'Trang',
  allSites: 'Tất cả các trang',
  signOut: 'Đăng xuất',
  signOutEverywhere: 'Đăng xuất khỏi mọi nơi',
  areasTitle: 'Quyền của bạn',
  read: 'xem',
  readWrite: 'xem và thay đổi',
  none: 'không có quyền',
  idle: 'Phiên sẽ kết thúc sau 15 phút không hoạt động.',
  areas: {
    money: 'Thu ngân: nạp, rút, điều chỉnh, hợp đồng đại lý',
    content: 'Nội dung: văn bản, khuyến mãi, nhiệm vụ, giới thiệu, ứng dụng, jackpot',
    service: 'Hỗ trợ: trò chuyện, góp ý, đơn đăng ký, đổi thưởng',
    games: 'Trò chơi: kết quả xổ số và hủy kỳ',
  },
  roles: {
    owner: 'Chủ sở hữu',
    finance: 'Tài chính',
    support: 'Hỗ trợ',
    content: 'Nội dung',
    risk: 'Rủi ro',
    'read-only': 'Chỉ xem',
  },
  errors: {
    LOGIN_FAILED: 'Tên đăng nhập hoặc mật khẩu không đúng.',
    CAPTCHA_REQUIRED: 'Hãy nhập các ký tự trong hình.',
    CAPTCHA_INVALID: 'Ký tự không khớp với hình. Hãy thử hình mới.',
    ACCOUNT_LOCKED: 'Sai quá nhiều lần. Hãy thử lại sau {minutes} phút.',
    TWO_STEP_CODE_INVALID: 'Mã không đúng hoặc đã được dùng. Hãy nhập mã hiện tại.',
    SESSION_EXPIRED: 'Phiên đã kết thúc. Hãy đăng nhập lại.',
    SECOND_STEP_REQUIRED: 'Hãy hoàn tất đăng nhập hai bước trước.',
    FORBIDDEN: 'Tài khoản này không thể đăng nhập vào trang này.',
    VALIDATION_ERROR: 'Hãy kiểm tra ô được đánh dấu.',
    NETWORK: 'Không kết nối được máy chủ. Hãy kiểm tra kết nối rồi thử lại.',
    default: 'Đã có lỗi. Hãy thử lại.',
  },
};

export const strings: Record<ConsoleLanguage, Strings> = { EN: en, TY: ty };

/** A failure's message in the language, with the values it names. */
export function messageOf(t: Strings, failure: { code: string; params: Record<string, string | number> }): string {
  const template = t.errors[failure.code] ?? t.errors.default!;
  return template.replace(/\{(\w+)\}/g, (_, name: string) => String(failure.params[name] ?? ''));
}
