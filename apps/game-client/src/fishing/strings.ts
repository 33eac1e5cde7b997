import type { Language } from '@portal/contracts';

// The fishing arcade's texts in the five languages (TY is Vietnamese), with every fish's name (`fish.<id>`).

/** Every fish of the fishing games, in the order of the species file: the keys of `fish.<id>`. */
const FISH_IDS = [
  'clownfish',
  'neon-tetra',
  'guppy',
  'angelfish',
  'pufferfish',
  'jellyfish',
  'butterflyfish',
  'koi',
  'seahorse',
  'lionfish',
  'golden-carp',
  'sea-turtle',
  'octopus',
  'reef-shark',
  'swordfish',
  'pearl-oyster',
  'stingray',
  'hammerhead-shark',
  'sea-dragon',
  'manta-ray',
  'dragon-turtle',
  'tiger-shark',
  'killer-whale',
  'great-white-shark',
  'blue-whale',
  'bomb-crab',
  'blast-puffer',
  'lightning-eel',
  'thunder-jellyfish',
  'golden-toad',
  'kraken',
  'king-crab',
  'golden-whale',
  'mermaid-queen',
  'jade-dragon',
  'golden-dragon',
  'shark-king',
  'megalodon',
] as const;

const en = {
  cannon: 'Cannon',
  stakePerShot: 'Stake per shot',
  lowerCannon: 'Lower cannon level',
  raiseCannon: 'Raise cannon level',
  cannonLevel: 'Cannon level {level} of {levels}: {stake} a shot',
  autoFire: 'Auto fire',
  payTable: 'Pay table',
  seaLabel:
    'The sea. Tap or click to fire; hold for continuous fire. Space fires, the arrow keys aim, + and − change the cannon.',
  hint: 'Tap or click to fire · hold to keep firing · Space fires, arrows aim, + / − change the cannon',
  connecting: 'Connecting…',
  reconnecting: 'Reconnecting…',
  lowBalance: 'Balance too low for this cannon',
  voided: 'The wallet did not take {n} shots: nothing was staked or won on them.',
  refused: 'That shot was not taken.',
  'refused.FISH_UNKNOWN': 'That fish does not swim in this game: the shot was not taken.',
  'refused.CANNON_INVALID': 'That cannon level is not on this table.',
  'refused.TOO_FAST': 'Firing too fast: a shot was not taken.',
  notFishing: 'This game cannot be opened here.',
  replaced: 'This game is open in another window.',
  playHere: 'Play here',
  caught: '{fish} caught: {amount}',
  fish: 'Fish',
  pays: 'Pays',
  chance: 'Catch chance',
  atStake: 'At {stake}',
  'kind.boss': 'Boss',
  'kind.bomb': 'Bomb',
  'kind.chain': 'Chain lightning',
  rules: 'Rules',
  'rule.rtp':
    'Every shot returns {rtp}% on average at every fish: a fish that pays more is harder to catch (catch chance = RTP ÷ its pay).',
  'rule.shot':
    'Every shot costs the cannon level’s stake and is fired at the one fish its bullet touches first. It catches that fish or misses it; a missed fish swims on. A bullet that touches no fish costs nothing.',
  'rule.server': 'The game server alone decides each catch, from your provably fair seeds; the screen only draws it.',
  'rule.normal': 'A normal fish pays a fixed multiplier of the stake.',
  'rule.boss': 'A boss fish pays a multiplier drawn on the catch from its table (100× to 1000×).',
  'rule.bomb':
    'A bomb fish blows up the fish around it when caught; the blast pays one multiplier drawn from its table (20× to 80×), and that is the whole pay: the fish seen caught in the blast pay nothing more.',
  'rule.chain':
    'A chain-lightning fish links 2 to 5 small fish of one kind when caught; the chain pays one multiplier drawn from its table, and that is the whole pay: the linked fish pay nothing more.',
  'rule.malfunction': 'Malfunction voids all pays and plays.',
  recentRounds: 'Recent rounds',
  roundShots: 'shots: {shots}, caught: {caught}',
  notFishingRound: 'Not a round of this fishing game.',
  verifyOk: 'Verified: the revealed seed matches and replays every shot of the round ({n}).',
  verifyBad: 'Does not match: shot {n} replays as {caught}, ×{multiplier}.',
  verifyTotals: 'Does not match: the shots do not add up to the round’s stake and win.',
  verifyCommitment: 'Does not match: the revealed seed does not hash to the commitment.',
  replayCaught: 'caught',
  replayMissed: 'missed',
  rotateHint: 'A round can be verified once its seed is revealed: rotate the seeds above, then verify.',
};
export type FishingKey = keyof typeof en;

const fishNames: Record<Language, string> = {
  EN: 'Clownfish|Neon tetra|Guppy|Angelfish|Pufferfish|Jellyfish|Butterflyfish|Koi|Seahorse|Lionfish|Golden carp|Sea turtle|Octopus|Reef shark|Swordfish|Pearl oyster|Stingray|Hammerhead shark|Sea dragon|Manta ray|Dragon turtle|Tiger shark|Killer whale|Great white shark|Blue whale|Bomb crab|Blast puffer|Lightning eel|Thunder jellyfish|Golden Toad|Kraken|King Crab|Golden Whale|Mermaid Queen|Jade Dragon|Golden Dragon|Shark King|Megalodon',
  TY: 'Cá hề|Cá neon|Cá bảy màu|Cá thần tiên|Cá nóc|Sứa|Cá bướm|Cá koi|Cá ngựa|Cá sư tử|Cá chép vàng|Rùa biển|Bạch tuộc|Cá mập rạn|Cá kiếm|Trai ngọc|Cá đuối gai|Cá mập đầu búa|Rồng biển|Cá đuối manta|Long quy|Cá mập hổ|Cá voi sát thủ|Cá mập trắng|Cá voi xanh|Cua bom|Cá nóc nổ|Lươn sét|Sứa sấm sét|Cóc Vàng|Kraken|Vua Cua|Cá Voi Vàng|Nữ Hoàng Tiên Cá|Rồng Ngọc Bích|Rồng Vàng|Vua Cá Mập|Megalodon',
  JA: 'クマノミ|ネオンテトラ|グッピー|エンゼルフィッシュ|フグ|クラゲ|チョウチョウウオ|錦鯉|タツノオトシゴ|ミノカサゴ|黄金の鯉|ウミガメ|タコ|リーフシャーク|メカジキ|真珠貝|アカエイ|シュモクザメ|シードラゴン|マンタ|龍亀|イタチザメ|シャチ|ホホジロザメ|シロナガスクジラ|爆弾ガニ|爆裂フグ|稲妻ウナギ|雷クラゲ|黄金ガエル|クラーケン|キングクラブ|黄金クジラ|人魚の女王|翡翠龍|黄金龍|サメの王|メガロドン',
  KO: '흰동가리|네온테트라|구피|엔젤피시|복어|해파리|나비고기|비단잉어|해마|쏠배감펭|황금 잉어|바다거북|문어|암초상어|황새치|진주조개|노랑가오리|귀상어|해룡|만타가오리|용거북|뱀상어|범고래|백상아리|대왕고래|폭탄 게|폭발 복어|번개 장어|천둥 해파리|황금 두꺼비|크라켄|킹크랩|황금 고래|인어 여왕|비취 용|황금 용|상어 왕|메갈로돈',
  PT: 'Peixe-palhaço|Tetra-néon|Guppy|Peixe-anjo|Baiacu|Água-viva|Peixe-borboleta|Carpa koi|Cavalo-marinho|Peixe-leão|Carpa dourada|Tartaruga-marinha|Polvo|Tubarão-de-recife|Peixe-espada|Ostra perlífera|Arraia|Tubarão-martelo|Dragão-marinho|Arraia-manta|Tartaruga-dragão|Tubarão-tigre|Orca|Tubarão-branco|Baleia-azul|Caranguejo-bomba|Baiacu explosivo|Enguia-relâmpago|Água-viva trovão|Sapo Dourado|Kraken|Caranguejo-Rei|Baleia Dourada|Rainha Sereia|Dragão de Jade|Dragão Dourado|Rei Tubarão|Megalodonte',
};

const ty: Record<FishingKey, string> = {
  cannon: 'Pháo',
  stakePerShot: 'Cược mỗi phát',
  lowerCannon: 'Giảm cấp pháo',
  raiseCannon: 'Tăng cấp pháo',
  cannonLevel: 'Pháo cấp {level}/{levels}: {stake} một phát',
  autoFire: 'Tự động bắn',
  payTable: 'Bảng trả thưởng',
  seaLabel:
    'Biển cá. Chạm hoặc bấm để bắn; giữ để bắn liên tục. Phím cách để bắn, phím mũi tên để ngắm, + và − để đổi pháo.',
  hint: 'Chạm hoặc bấm để bắn · giữ để bắn liên tục · phím cách để bắn, mũi tên để ngắm, + / − để đổi pháo',
  connecting: 'Đang kết nối…',
  reconnecting: 'Đang kết nối lại…',
  lowBalance: 'Số dư không đủ cho pháo này',
  voided: 'Ví không nhận {n} phát bắn: không trừ cược và không trả thưởng cho chúng.',
  refused: 'Phát bắn đó không được nhận.',
  'refused.FISH_UNKNOWN': 'Loài cá đó không có trong trò chơi này: phát bắn không được nhận.',
  'refused.CANNON_INVALID': 'Cấp pháo đó không có ở bàn này.',
  'refused.TOO_FAST': 'Bắn quá nhanh: một phát bắn không được nhận.',
  notFishing: 'Không thể mở trò chơi này ở đây.',
  replaced: 'Trò chơi này đang mở ở một cửa sổ khác.',
  playHere: 'Chơi ở đây',
  caught: 'Bắt được {fish}: {amount}',
  fish: 'Cá',
  pays: 'Trả thưởng',
  chance: 'Tỉ lệ bắt',
  atStake: 'Với {stake}',
  'kind.boss': 'Trùm',
  'kind.bomb': 'Bom',
  'kind.chain': 'Sét dây chuyền',
  rules: 'Luật chơi',
  'rule.rtp':
    'Mỗi phát bắn trả lại trung bình {rtp}% ở mọi loài cá: cá trả thưởng càng cao càng khó bắt (tỉ lệ bắt = RTP ÷ mức trả của cá).',
  'rule.shot':
    'Mỗi phát bắn tốn mức cược của cấp pháo và nhắm vào con cá đầu tiên viên đạn chạm tới. Phát bắn bắt được hoặc trượt con cá đó; cá bị trượt tiếp tục bơi. Viên đạn không chạm cá nào thì không tốn tiền.',
  'rule.server':
    'Chỉ máy chủ trò chơi quyết định mỗi lần bắt, từ các seed công bằng có thể kiểm chứng của bạn; màn hình chỉ vẽ lại kết quả.',
  'rule.normal': 'Cá thường trả một hệ số cố định của tiền cược.',
  'rule.boss': 'Cá trùm trả một hệ số rút từ bảng của nó khi bị bắt (100× đến 1000×).',
  'rule.bomb':
    'Cá bom nổ tung các con cá xung quanh khi bị bắt; vụ nổ trả một hệ số rút từ bảng của nó (20× đến 80×), và đó là toàn bộ tiền thưởng: các con cá bị cuốn theo vụ nổ không trả thêm.',
  'rule.chain':
    'Cá sét dây chuyền nối 2 đến 5 con cá nhỏ cùng loài khi bị bắt; chuỗi sét trả một hệ số rút từ bảng của nó, và đó là toàn bộ tiền thưởng: các con cá bị nối không trả thêm.',
  'rule.malfunction': 'Lỗi hệ thống làm vô hiệu mọi lượt chơi và tiền thưởng.',
  recentRounds: 'Các lượt gần đây',
  roundShots: '{shots} phát, bắt được {caught}',
  notFishingRound: 'Không phải lượt của trò bắn cá này.',
  verifyOk: 'Đã kiểm chứng: seed đã công bố khớp và tái tạo đúng mọi phát bắn của lượt ({n}).',
  verifyBad: 'Không khớp: phát thứ {n} tái tạo thành {caught}, ×{multiplier}.',
  verifyTotals: 'Không khớp: các phát bắn không cộng lại bằng tiền cược và tiền thắng của lượt.',
  verifyCommitment: 'Không khớp: seed đã công bố không băm ra cam kết.',
  replayCaught: 'bắt được',
  replayMissed: 'trượt',
  rotateHint: 'Chỉ kiểm chứng được khi seed của lượt đã được công bố: hãy đổi seed ở trên rồi kiểm chứng.',
};

const ja: Record<FishingKey, string> = {
  cannon: '砲台',
  stakePerShot: '1発のベット',
  lowerCannon: '砲台レベルを下げる',
  raiseCannon: '砲台レベルを上げる',
  cannonLevel: '砲台レベル {level}/{levels}：1発 {stake}',
  autoFire: 'オート発射',
  payTable: '配当表',
  seaLabel:
    '海。タップまたはクリックで発射、長押しで連射。スペースキーで発射、矢印キーで照準、+ と − で砲台を変更します。',
  hint: 'タップかクリックで発射 · 長押しで連射 · スペースで発射、矢印で照準、+ / − で砲台変更',
  connecting: '接続中…',
  reconnecting: '再接続中…',
  lowBalance: 'この砲台には残高が足りません',
  voided: 'ウォレットが {n} 発を受け付けませんでした：それらのベットと配当はありません。',
  refused: 'その発射は受け付けられませんでした。',
  'refused.FISH_UNKNOWN': 'その魚はこのゲームにいません：発射は受け付けられませんでした。',
  'refused.CANNON_INVALID': 'その砲台レベルはこのテーブルにありません。',
  'refused.TOO_FAST': '発射が速すぎます：1発が受け付けられませんでした。',
  notFishing: 'このゲームはここでは開けません。',
  replaced: 'このゲームは別のウィンドウで開かれています。',
  playHere: 'ここでプレイ',
  caught: '{fish} を捕獲：{amount}',
  fish: '魚',
  pays: '配当',
  chance: '捕獲率',
  atStake: '{stake} のとき',
  'kind.boss': 'ボス',
  'kind.bomb': '爆弾',
  'kind.chain': 'チェーンライトニング',
  rules: 'ルール',
  'rule.rtp':
    'どの魚を狙っても、1発あたり平均 {rtp}% が戻ります：配当の高い魚ほど捕まえにくくなります（捕獲率 = RTP ÷ その配当）。',
  'rule.shot':
    '1発ごとに砲台レベルのベットがかかり、弾が最初に触れた1匹の魚に撃たれます。その魚を捕まえるか外すかのどちらかで、外れた魚は泳ぎ続けます。どの魚にも触れなかった弾は無料です。',
  'rule.server':
    '捕獲を決めるのはゲームサーバーだけで、あなたの証明可能な公平シードから決まります。画面はそれを描くだけです。',
  'rule.normal': '通常の魚はベットの固定倍率を支払います。',
  'rule.boss': 'ボス魚は捕獲時にその倍率表から引かれた倍率を支払います（100×〜1000×）。',
  'rule.bomb':
    '爆弾魚は捕獲されると周りの魚を吹き飛ばします。爆発はその表から引かれた1つの倍率を支払い、それが配当のすべてです：爆発に巻き込まれて見える魚はそれ以上支払いません。',
  'rule.chain':
    'チェーンライトニング魚は捕獲されると同じ種類の小魚2〜5匹をつなぎます。チェーンはその表から引かれた1つの倍率を支払い、それが配当のすべてです：つながれた魚はそれ以上支払いません。',
  'rule.malfunction': '誤作動の場合、すべての配当とプレイは無効になります。',
  recentRounds: '最近のラウンド',
  roundShots: '{shots} 発、{caught} 匹捕獲',
  notFishingRound: 'このフィッシングゲームのラウンドではありません。',
  verifyOk: '検証済み：公開されたシードが一致し、{n} 発すべてを再現しました。',
  verifyBad: '一致しません：{n} 発目は {caught}、×{multiplier} と再現されます。',
  verifyTotals: '一致しません：各発射の合計がラウンドのベットと配当になりません。',
  verifyCommitment: '一致しません：公開されたシードのハッシュがコミットメントと一致しません。',
  replayCaught: '捕獲',
  replayMissed: '外れ',
  rotateHint: 'シードが公開されたラウンドだけ検証できます：上でシードを更新してから検証してください。',
};

const ko: Record<FishingKey, string> = {
  cannon: '대포',
  stakePerShot: '발당 베팅',
  lowerCannon: '대포 레벨 낮추기',
  raiseCannon: '대포 레벨 올리기',
  cannonLevel: '대포 레벨 {level}/{levels}: 한 발에 {stake}',
  autoFire: '자동 발사',
  payTable: '배당표',
  seaLabel:
    '바다. 탭하거나 클릭해 발사하고, 누르고 있으면 연속 발사합니다. 스페이스로 발사, 화살표 키로 조준, + 와 − 로 대포를 바꿉니다.',
  hint: '탭하거나 클릭해 발사 · 누르고 있으면 연속 발사 · 스페이스로 발사, 화살표로 조준, + / − 로 대포 변경',
  connecting: '연결 중…',
  reconnecting: '다시 연결 중…',
  lowBalance: '이 대포에는 잔액이 부족합니다',
  voided: '지갑이 {n}발을 받지 않았습니다: 그 발에는 베팅도 당첨도 없습니다.',
  refused: '그 발사는 받아들여지지 않았습니다.',
  'refused.FISH_UNKNOWN': '그 물고기는 이 게임에 없습니다: 발사가 받아들여지지 않았습니다.',
  'refused.CANNON_INVALID': '그 대포 레벨은 이 테이블에 없습니다.',
  'refused.TOO_FAST': '너무 빨리 발사했습니다: 한 발이 받아들여지지 않았습니다.',
  notFishing: '이 게임은 여기서 열 수 없습니다.',
  replaced: '이 게임이 다른 창에서 열려 있습니다.',
  playHere: '여기서 플레이',
  caught: '{fish} 포획: {amount}',
  fish: '물고기',
  pays: '배당',
  chance: '포획 확률',
  atStake: '{stake}일 때',
  'kind.boss': '보스',
  'kind.bomb': '폭탄',
  'kind.chain': '연쇄 번개',
  rules: '규칙',
  'rule.rtp':
    '어느 물고기를 쏘든 한 발은 평균 {rtp}%를 돌려줍니다: 배당이 높은 물고기일수록 잡기 어렵습니다(포획 확률 = RTP ÷ 그 배당).',
  'rule.shot':
    '한 발마다 대포 레벨의 베팅이 들며, 총알이 처음 닿은 물고기 한 마리에게 쏩니다. 그 물고기를 잡거나 놓치며, 놓친 물고기는 계속 헤엄칩니다. 어떤 물고기에도 닿지 않은 총알은 비용이 없습니다.',
  'rule.server': '포획은 게임 서버만이 당신의 증명 가능한 공정 시드로 결정합니다. 화면은 그것을 그릴 뿐입니다.',
  'rule.normal': '일반 물고기는 베팅의 고정 배수를 지급합니다.',
  'rule.boss': '보스 물고기는 포획 시 그 표에서 뽑은 배수를 지급합니다(100×~1000×).',
  'rule.bomb':
    '폭탄 물고기는 잡히면 주변 물고기를 날려 버립니다. 폭발은 그 표에서 뽑은 배수 하나를 지급하며 그것이 전부입니다: 폭발에 휩쓸려 보이는 물고기는 더 지급하지 않습니다.',
  'rule.chain':
    '연쇄 번개 물고기는 잡히면 같은 종류의 작은 물고기 2~5마리를 잇습니다. 연쇄는 그 표에서 뽑은 배수 하나를 지급하며 그것이 전부입니다: 이어진 물고기는 더 지급하지 않습니다.',
  'rule.malfunction': '오작동 시 모든 지급과 플레이는 무효입니다.',
  recentRounds: '최근 라운드',
  roundShots: '{shots}발, {caught}마리 포획',
  notFishingRound: '이 피싱 게임의 라운드가 아닙니다.',
  verifyOk: '검증됨: 공개된 시드가 일치하며 {n}발 모두를 재현합니다.',
  verifyBad: '일치하지 않음: {n}번째 발은 {caught}, ×{multiplier}로 재현됩니다.',
  verifyTotals: '일치하지 않음: 발사의 합이 라운드의 베팅과 당첨금과 맞지 않습니다.',
  verifyCommitment: '일치하지 않음: 공개된 시드의 해시가 커밋과 다릅니다.',
  replayCaught: '포획',
  replayMissed: '놓침',
  rotateHint: '시드가 공개된 라운드만 검증할 수 있습니다: 위에서 시드를 교체한 뒤 검증하세요.',
};

const pt: Record<FishingKey, string> = {
  cannon: 'Canhão',
  stakePerShot: 'Aposta por tiro',
  lowerCannon: 'Baixar o nível do canhão',
  raiseCannon: 'Subir o nível do canhão',
  cannonLevel: 'Canhão nível {level} de {levels}: {stake} por tiro',
  autoFire: 'Tiro automático',
  payTable: 'Tabela de pagamentos',
  seaLabel:
    'O mar. Toque ou clique para atirar; segure para atirar sem parar. Espaço atira, as setas miram, + e − trocam o canhão.',
  hint: 'Toque ou clique para atirar · segure para continuar · Espaço atira, setas miram, + / − trocam o canhão',
  connecting: 'Conectando…',
  reconnecting: 'Reconectando…',
  lowBalance: 'Saldo insuficiente para este canhão',
  voided: 'A carteira não aceitou {n} tiros: nada foi apostado nem ganho neles.',
  refused: 'Esse tiro não foi aceito.',
  'refused.FISH_UNKNOWN': 'Esse peixe não nada neste jogo: o tiro não foi aceito.',
  'refused.CANNON_INVALID': 'Esse nível de canhão não existe nesta mesa.',
  'refused.TOO_FAST': 'Tiros rápidos demais: um tiro não foi aceito.',
  notFishing: 'Este jogo não pode ser aberto aqui.',
  replaced: 'Este jogo está aberto em outra janela.',
  playHere: 'Jogar aqui',
  caught: '{fish} pescado: {amount}',
  fish: 'Peixe',
  pays: 'Paga',
  chance: 'Chance de captura',
  atStake: 'Com {stake}',
  'kind.boss': 'Chefe',
  'kind.bomb': 'Bomba',
  'kind.chain': 'Relâmpago em cadeia',
  rules: 'Regras',
  'rule.rtp':
    'Cada tiro devolve em média {rtp}% em qualquer peixe: um peixe que paga mais é mais difícil de pegar (chance de captura = RTP ÷ o seu pagamento).',
  'rule.shot':
    'Cada tiro custa a aposta do nível do canhão e vai para o primeiro peixe que a bala toca. Ele pega esse peixe ou erra; o peixe errado continua nadando. Uma bala que não toca nenhum peixe não custa nada.',
  'rule.server':
    'Só o servidor do jogo decide cada captura, a partir das suas sementes comprovadamente justas; a tela apenas a desenha.',
  'rule.normal': 'Um peixe normal paga um multiplicador fixo da aposta.',
  'rule.boss': 'Um peixe chefe paga um multiplicador sorteado da sua tabela na captura (100× a 1000×).',
  'rule.bomb':
    'Um peixe-bomba explode os peixes à sua volta quando pego; a explosão paga um multiplicador sorteado da sua tabela (20× a 80×), e esse é o pagamento inteiro: os peixes vistos na explosão não pagam mais nada.',
  'rule.chain':
    'Um peixe de relâmpago em cadeia liga de 2 a 5 peixes pequenos de uma espécie quando pego; a cadeia paga um multiplicador sorteado da sua tabela, e esse é o pagamento inteiro: os peixes ligados não pagam mais nada.',
  'rule.malfunction': 'Mau funcionamento anula todos os pagamentos e jogadas.',
  recentRounds: 'Rodadas recentes',
  roundShots: 'tiros: {shots}, pescados: {caught}',
  notFishingRound: 'Não é uma rodada deste jogo de pesca.',
  verifyOk: 'Verificado: a semente revelada confere e reproduz cada tiro da rodada ({n}).',
  verifyBad: 'Não confere: o tiro {n} reproduz como {caught}, ×{multiplier}.',
  verifyTotals: 'Não confere: os tiros não somam a aposta e o ganho da rodada.',
  verifyCommitment: 'Não confere: a semente revelada não gera o compromisso publicado.',
  replayCaught: 'pescado',
  replayMissed: 'errado',
  rotateHint: 'Uma rodada pode ser verificada quando a sua semente é revelada: troque as sementes acima e verifique.',
};

function withFish(language: Language, texts: Record<FishingKey, string>): Record<string, string> {
  const all: Record<string, string> = { ...texts };
  fishNames[language].split('|').forEach((name, i) => {
    all[`fish.${FISH_IDS[i]}`] = name;
  });
  return all;
}

export const fishingStrings: Record<Language, Record<string, string>> = {
  EN: withFish('EN', en),
  TY: withFish('TY', ty),
  JA: withFish('JA', ja),
  KO: withFish('KO', ko),
  PT: withFish('PT', pt),
};

export type FishingText = (key: FishingKey | `fish.${string}`, values?: Record<string, string | number>) => string;

/** The texts of one language; a fish without a name of its own shows its id. */
export function fishingText(language: Language): FishingText {
  const dictionary = fishingStrings[language];
  return (key, values = {}) => {
    const known = dictionary[key] ?? (key.startsWith('fish.') ? key.slice(5).replace(/-/g, ' ') : key);
    return known.replace(/\{(\w+)\}/g, (_, name: string) => String(values[name] ?? `{${name}}`));
  };
}
