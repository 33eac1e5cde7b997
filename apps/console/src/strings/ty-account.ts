import type { enAccount } from './en-account';

/** Trang tài khoản của nhà điều hành (issue 25): khóa truy cập, và bước thứ hai bằng khóa truy cập, tiếng Việt. */
export const tyAccount: typeof enAccount = {
  account: {
    nav: 'Tài khoản của bạn',
    title: 'Tài khoản của bạn',
    intro: 'Đăng nhập của bạn: khóa truy cập có thể thay mã của ứng dụng xác thực ở bước thứ hai.',
    passkeys: 'Khóa truy cập',
    passkeysIntro:
      'Khóa truy cập (máy tính, điện thoại hoặc khóa bảo mật của bạn) đăng nhập bạn tại địa chỉ của bảng điều hành này thay vì nhập mã. Ứng dụng xác thực và mã khôi phục vẫn dùng được.',
    caption: 'Khóa truy cập của bạn',
    columns: {
      name: 'Tên',
      host: 'Đăng nhập tại',
      createdAt: 'Ngày thêm',
      lastUsedAt: 'Dùng lần cuối',
      actions: 'Thao tác',
    },
    never: 'Chưa dùng',
    addTitle: 'Thêm khóa truy cập',
    name: 'Tên khóa truy cập này',
    namePlaceholder: 'ví dụ: Máy tính văn phòng',
    add: 'Thêm khóa truy cập',
    added: 'Đã thêm khóa truy cập “{name}”. Lần sau bạn có thể dùng nó sau mật khẩu.',
    remove: 'Gỡ',
    removeLabel: 'Gỡ khóa truy cập {name}',
    removed: 'Đã gỡ khóa truy cập “{name}”.',
    usePasskey: 'Dùng khóa truy cập',
    passkeyIntro: 'Hoặc dùng khóa truy cập bạn đã thêm cho địa chỉ này.',
  },
};
