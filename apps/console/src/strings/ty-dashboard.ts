import type { enDashboard } from './en-dashboard';

/** The dashboard, in Vietnamese. */
export const tyDashboard: typeof enDashboard = {
  dashboard: {
    nav: 'Tổng hợp',
    title: 'Bảng số liệu',
    intro: 'Doanh thu của trang theo ngày ({timeZone}): chỉ tiền thật, bằng {currency}.',
    from: 'Từ ngày',
    to: 'Đến ngày',
    show: 'Xem',
    last7: '7 ngày qua',
    last30: '30 ngày qua',
    kpis: {
      registrations: 'Đăng ký mới',
      firstDeposits: 'Nạp lần đầu',
      deposits: 'Tiền nạp',
      withdrawals: 'Tiền rút',
      bets: 'Tiền cược',
      wins: 'Tiền thắng',
      ggr: 'Doanh thu gộp (GGR)',
      bonuses: 'Tiền thưởng',
      ngr: 'Doanh thu ròng (NGR)',
      activeMembers: 'Thành viên hoạt động',
    },
    count: '{count} giao dịch',
    moneyChart: 'Nạp và rút theo ngày',
    revenueChart: 'Doanh thu gộp và ròng theo ngày',
    categories: 'Theo loại trò chơi',
    columns: { category: 'Loại', rounds: 'Số ván', bets: 'Tiền cược', wins: 'Tiền thắng', ggr: 'GGR' },
    noPlay: 'Không có ván nào đã kết thúc trong các ngày này.',
  },
};
