/**
 * Kinds of games other than plain slots, translated for every language slot: table, video-poker and
 * arcade kinds, live tables, fishing, card rooms (PVP) and the entries of the game centres.
 */

/** English, Vietnamese (TY), Japanese, Korean, Portuguese. */
export type Term = readonly [en: string, ty: string, ja: string, ko: string, pt: string];

/** Editions of a card or table game (after its name in every language). */
export const editions: readonly Term[] = [
  ['Classic', 'Cổ Điển', 'クラシック', '클래식', 'Clássico'],
  ['Pro', 'Pro', 'プロ', '프로', 'Pro'],
  ['VIP', 'VIP', 'VIP', 'VIP', 'VIP'],
  ['Multi-Hand', 'Nhiều Tay', 'マルチハンド', '멀티 핸드', 'Multimão'],
  ['Gold', 'Vàng', 'ゴールド', '골드', 'Ouro'],
  ['Mini', 'Mini', 'ミニ', '미니', 'Mini'],
  ['Turbo', 'Tốc Độ', 'ターボ', '터보', 'Turbo'],
  ['Deluxe', 'Cao Cấp', 'デラックス', '디럭스', 'Deluxe'],
  ['Tournament', 'Giải Đấu', 'トーナメント', '토너먼트', 'Torneio'],
  ['Heads-Up', 'Đối Đầu', 'ヘッズアップ', '헤즈업', 'Mano a Mano'],
  ['6-Max', '6-Max', '6-Max', '6-Max', '6-Max'],
];

/** Sub-type TG. */
export const tableKinds: readonly Term[] = [
  ['Blackjack', 'Xì Dách', 'ブラックジャック', '블랙잭', 'Blackjack'],
  ['European Roulette', 'Roulette Châu Âu', 'ヨーロピアンルーレット', '유러피안 룰렛', 'Roleta Europeia'],
  ['American Roulette', 'Roulette Mỹ', 'アメリカンルーレット', '아메리칸 룰렛', 'Roleta Americana'],
  ['Baccarat', 'Baccarat', 'バカラ', '바카라', 'Bacará'],
  ['Sic Bo', 'Tài Xỉu', 'シックボー', '식보', 'Sic Bo'],
  ['Three Card Poker', 'Poker Ba Lá', 'スリーカードポーカー', '쓰리 카드 포커', 'Pôquer de Três Cartas'],
  ["Casino Hold'em", "Casino Hold'em", 'カジノホールデム', '카지노 홀덤', "Casino Hold'em"],
  ['Red Dog', 'Red Dog', 'レッドドッグ', '레드 독', 'Red Dog'],
  ['Dragon Tiger', 'Rồng Hổ', 'ドラゴンタイガー', '드래곤 타이거', 'Dragão Tigre'],
  ['Pai Gow', 'Bài Cẩu', 'パイガオ', '파이고우', 'Pai Gow'],
  ['Andar Bahar', 'Andar Bahar', 'アンダルバハル', '안다르 바하르', 'Andar Bahar'],
  ['Craps', 'Craps', 'クラップス', '크랩스', 'Craps'],
  ['Caribbean Stud', 'Caribbean Stud', 'カリビアンスタッド', '캐리비안 스터드', 'Caribbean Stud'],
  ['Fan Tan', 'Fan Tan', 'ファンタン', '판탄', 'Fan Tan'],
];

/** Sub-type VP. */
export const videoPokerKinds: readonly Term[] = [
  ['Jacks or Better', 'Jacks or Better', 'ジャックス・オア・ベター', '잭스 오어 베터', 'Jacks or Better'],
  ['Deuces Wild', 'Deuces Wild', 'デュース・ワイルド', '듀스 와일드', 'Deuces Wild'],
  ['Joker Poker', 'Poker Joker', 'ジョーカーポーカー', '조커 포커', 'Pôquer Coringa'],
  ['Bonus Poker', 'Poker Thưởng', 'ボーナスポーカー', '보너스 포커', 'Pôquer Bônus'],
  ['Double Bonus Poker', 'Poker Thưởng Kép', 'ダブルボーナスポーカー', '더블 보너스 포커', 'Pôquer Bônus Duplo'],
  ['Aces and Faces', 'Át và Hình', 'エース＆フェイス', '에이스 앤 페이스', 'Ases e Figuras'],
  ['Tens or Better', 'Tens or Better', 'テンズ・オア・ベター', '텐스 오어 베터', 'Tens or Better'],
  ['All American', 'All American', 'オールアメリカン', '올 아메리칸', 'All American'],
];

/** Sub-type AC, put after an adjective like a slot's noun (with the Portuguese gender). */
export const arcadeKinds: readonly (readonly [...Term, 'm' | 'f'])[] = [
  ['Plinko', 'Plinko', 'プリンコ', '플링코', 'Plinko', 'm'],
  ['Minefield', 'Bãi Mìn', '地雷原', '지뢰밭', 'Campo Minado', 'm'],
  ['Crash', 'Crash', 'クラッシュ', '크래시', 'Crash', 'm'],
  ['Dice', 'Xúc Xắc', 'ダイス', '주사위', 'Dado', 'm'],
  ['Hi-Lo', 'Cao Thấp', 'ハイロー', '하이로우', 'Hi-Lo', 'm'],
  ['Limbo', 'Limbo', 'リンボ', '림보', 'Limbo', 'm'],
  ['Tower', 'Tháp', 'タワー', '타워', 'Torre', 'f'],
  ['Wheel', 'Vòng Quay', 'ホイール', '휠', 'Roda', 'f'],
  ['Jet', 'Phản Lực', 'ジェット', '제트', 'Jato', 'm'],
  ['Balloon', 'Bóng Bay', 'バルーン', '풍선', 'Balão', 'm'],
  ['Coin Flip', 'Tung Đồng Xu', 'コインフリップ', '동전 던지기', 'Cara ou Coroa', 'm'],
  ['Goal', 'Sút Bóng', 'ゴール', '골', 'Gol', 'm'],
];

/** LIVE tables, numbered per vendor; the first kinds are dealt more often. */
export const liveKinds: readonly Term[] = [
  ['Baccarat', 'Baccarat', 'バカラ', '바카라', 'Bacará'],
  ['Speed Baccarat', 'Baccarat Tốc Độ', 'スピードバカラ', '스피드 바카라', 'Bacará Rápido'],
  ['Squeeze Baccarat', 'Baccarat Nặn Bài', 'スクイーズバカラ', '스퀴즈 바카라', 'Bacará Squeeze'],
  ['Roulette', 'Roulette', 'ルーレット', '룰렛', 'Roleta'],
  ['Blackjack', 'Xì Dách', 'ブラックジャック', '블랙잭', 'Blackjack'],
  ['Dragon Tiger', 'Rồng Hổ', 'ドラゴンタイガー', '드래곤 타이거', 'Dragão Tigre'],
  ['Sic Bo', 'Tài Xỉu', 'シックボー', '식보', 'Sic Bo'],
  ['Xoc Dia', 'Xóc Đĩa', 'ソックディア', '쏙디아', 'Xoc Dia'],
  ['Fan Tan', 'Fan Tan', 'ファンタン', '판탄', 'Fan Tan'],
  ['Bull Bull', 'Ngưu Ngưu', 'ブルブル', '불불', 'Bull Bull'],
  ["Casino Hold'em", "Casino Hold'em", 'カジノホールデム', '카지노 홀덤', "Casino Hold'em"],
  ['Teen Patti', 'Teen Patti', 'ティーンパティ', '틴 파티', 'Teen Patti'],
  ['Andar Bahar', 'Andar Bahar', 'アンダルバハル', '안다르 바하르', 'Andar Bahar'],
  ['Money Wheel', 'Vòng Quay Tiền', 'マネーホイール', '머니 휠', 'Roda da Fortuna'],
];

/** FISH kinds, put after an adjective (with the Portuguese gender). */
export const fishKinds: readonly (readonly [...Term, 'm' | 'f'])[] = [
  ['Fishing', 'Bắn Cá', 'フィッシング', '피싱', 'Pescaria', 'f'],
  ['Fish Hunter', 'Thợ Săn Cá', 'フィッシュハンター', '피쉬 헌터', 'Caçador de Peixes', 'm'],
  ['Ocean King', 'Vua Biển Cả', 'オーシャンキング', '오션 킹', 'Rei do Oceano', 'm'],
  ['Fish Party', 'Tiệc Cá', 'フィッシュパーティー', '피쉬 파티', 'Festa dos Peixes', 'f'],
  ['Mermaid Hunt', 'Săn Tiên Cá', 'マーメイドハント', '인어 사냥', 'Caça à Sereia', 'f'],
  ['Dragon Fishing', 'Bắn Cá Rồng', 'ドラゴンフィッシング', '드래곤 피싱', 'Pesca do Dragão', 'f'],
  ['Shark Hunter', 'Săn Cá Mập', 'シャークハンター', '샤크 헌터', 'Caçador de Tubarões', 'm'],
];

/** PVP card and board rooms. */
export const pvpKinds: readonly Term[] = [
  ["Texas Hold'em", "Texas Hold'em", 'テキサスホールデム', '텍사스 홀덤', "Texas Hold'em"],
  ['Omaha', 'Omaha', 'オマハ', '오마하', 'Omaha'],
  ['Teen Patti', 'Teen Patti', 'ティーンパティ', '틴 파티', 'Teen Patti'],
  ['Rummy', 'Rummy', 'ラミー', '러미', 'Rummy'],
  ['Mahjong', 'Mạt Chược', '麻雀', '마작', 'Mahjong'],
  ['Tien Len', 'Tiến Lên', 'ティエンレン', '띠엔렌', 'Tiến Lên'],
  ['Phom', 'Phỏm', 'フォム', '펌', 'Phỏm'],
  ['Niu Niu', 'Ngưu Ngưu', 'ニウニウ', '니우니우', 'Niu Niu'],
  ['Blackjack', 'Xì Dách', 'ブラックジャック', '블랙잭', 'Blackjack'],
  ['Dou Di Zhu', 'Đấu Địa Chủ', '闘地主', '투디주', 'Dou Di Zhu'],
  ['Big Two', 'Big Two', '大老二', '빅 투', 'Big Two'],
  ['Sam Loc', 'Sâm Lốc', 'サムロック', '삼록', 'Sâm Lốc'],
  ['Pusoy', 'Pusoy', 'プソイ', '푸소이', 'Pusoy'],
  ['Domino', 'Domino', 'ドミノ', '도미노', 'Dominó'],
  ['Chinese Chess', 'Cờ Tướng', '象棋', '장기', 'Xadrez Chinês'],
];

/** The entries of the game centres; the first of each is the vendor's lobby (isGame false). */
export const centreEntries: Record<'SPORTS' | 'ESPORTS' | 'COCKFIGHT' | 'LOTT' | 'ELOTT', readonly Term[]> = {
  SPORTS: [
    ['Sportsbook', 'Thể Thao', 'スポーツブック', '스포츠북', 'Apostas Esportivas'],
    ['Virtual Football', 'Bóng Đá Ảo', 'バーチャルサッカー', '가상 축구', 'Futebol Virtual'],
    ['Virtual Basketball', 'Bóng Rổ Ảo', 'バーチャルバスケットボール', '가상 농구', 'Basquete Virtual'],
    ['Virtual Horse Racing', 'Đua Ngựa Ảo', 'バーチャル競馬', '가상 경마', 'Corrida de Cavalos Virtual'],
    ['Virtual Tennis', 'Quần Vợt Ảo', 'バーチャルテニス', '가상 테니스', 'Tênis Virtual'],
    ['Virtual Greyhounds', 'Đua Chó Ảo', 'バーチャルドッグレース', '가상 개 경주', 'Galgos Virtuais'],
    ['Penalty Shootout', 'Sút Luân Lưu', 'PK戦', '승부차기', 'Disputa de Pênaltis'],
  ],
  ESPORTS: [
    ['eSports', 'Thể Thao Điện Tử', 'eスポーツ', 'e스포츠', 'eSports'],
    ['Virtual eSoccer', 'Bóng Đá Điện Tử', 'バーチャルeサッカー', '가상 e축구', 'eFutebol Virtual'],
    ['eBasketball', 'Bóng Rổ Điện Tử', 'eバスケットボール', 'e농구', 'eBasquete'],
    ['MOBA Arena', 'Đấu Trường MOBA', 'MOBAアリーナ', 'MOBA 아레나', 'Arena MOBA'],
    [
      'Tactical Shooter Cup',
      'Cúp Bắn Súng Chiến Thuật',
      'タクティカルシューターカップ',
      '전술 슈터 컵',
      'Copa de Tiro Tático',
    ],
  ],
  COCKFIGHT: [
    ['Sabong Live', 'Đá Gà Trực Tiếp', '闘鶏ライブ', '투계 라이브', 'Rinha de Galo ao Vivo'],
    ['Derby Night', 'Đêm Đá Gà', 'ダービーナイト', '더비 나이트', 'Noite do Derby'],
    ['Cockfight Arena', 'Đấu Trường Đá Gà', '闘鶏アリーナ', '투계 아레나', 'Arena de Galos'],
  ],
  LOTT: [
    ['Lottery Lobby', 'Sảnh Xổ Số', '宝くじロビー', '복권 로비', 'Loterias'],
    ['Keno', 'Keno', 'キノ', '키노', 'Keno'],
    ['Mark Six', 'Mark Six', 'マークシックス', '마크 식스', 'Mark Six'],
    ['SSC 1 Min', 'SSC 1 Phút', 'SSC 1分', 'SSC 1분', 'SSC 1 Min'],
    ['SSC 5 Min', 'SSC 5 Phút', 'SSC 5分', 'SSC 5분', 'SSC 5 Min'],
    ['11X5', '11X5', '11選5', '11X5', '11X5'],
    ['PK10', 'PK10', 'PK10', 'PK10', 'PK10'],
    ['Fast 3', 'Nhanh 3', '快三', '패스트 3', 'Rápido 3'],
    ['Lucky Ball', 'Bóng May Mắn', 'ラッキーボール', '럭키 볼', 'Bola da Sorte'],
  ],
  ELOTT: [
    ['VN Lottery', 'Xổ Số Việt Nam', 'ベトナム宝くじ', '베트남 복권', 'Loteria do Vietnã'],
    ['North Lottery', 'Xổ Số Miền Bắc', '北部宝くじ', '북부 복권', 'Loteria do Norte'],
    ['Central Lottery', 'Xổ Số Miền Trung', '中部宝くじ', '중부 복권', 'Loteria do Centro'],
    ['South Lottery', 'Xổ Số Miền Nam', '南部宝くじ', '남부 복권', 'Loteria do Sul'],
    ['Mega 6/45', 'Mega 6/45', 'メガ6/45', '메가 6/45', 'Mega 6/45'],
    ['Power 6/55', 'Power 6/55', 'パワー6/55', '파워 6/55', 'Power 6/55'],
    ['Fast Lottery 1 Min', 'Xổ Số Nhanh 1 Phút', 'スピード宝くじ1分', '스피드 복권 1분', 'Loteria Rápida 1 Min'],
  ],
};
