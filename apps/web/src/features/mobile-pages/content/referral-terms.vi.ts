import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const referralTerms: LocalizedContent<MobilePageContent> = ({ brand, email }) => ({
  title: 'Điều khoản chương trình giới thiệu',
  intro: [
    'Mời bạn bè bảo vệ những điều quan trọng với họ, và nhận thưởng khi họ mua hợp đồng đầu tiên qua lời mời của bạn.',
  ],
  sections: [
    {
      heading: 'Cách thức',
      items: [
        'Chia sẻ đường dẫn hoặc mã giới thiệu cá nhân của bạn từ ứng dụng.',
        'Bạn của bạn mua một hợp đồng thuộc chương trình bằng đường dẫn hoặc mã của bạn trong vòng 30 ngày kể từ khi nhận.',
        'Khi hợp đồng đã có hiệu lực 14 ngày mà không bị hủy, cả hai sẽ nhận phần thưởng hiển thị trong ứng dụng tại thời điểm gửi lời mời.',
      ],
    },
    {
      heading: 'Ai được tham gia',
      paragraphs: [
        'Mọi khách hàng từ 18 tuổi trở lên có tài khoản đang hoạt động. Người được giới thiệu phải là khách hàng mới: số điện thoại hoặc số giấy tờ tùy thân đã có hợp đồng sẽ không được tính.',
        `Nhân viên của ${brand} và của các công ty bảo hiểm đối tác không được nhận thưởng.`,
      ],
    },
    {
      heading: 'Phần thưởng',
      items: [
        'Phần thưởng, hình thức (ví dụ phiếu quà tặng hoặc số dư trong ứng dụng đối tác) và giới hạn mỗi tháng được hiển thị trong ứng dụng khi bạn chia sẻ đường dẫn.',
        'Phần thưởng được ghi nhận trong vòng 30 ngày sau khi đủ điều kiện.',
        'Phần thưởng không quy đổi thành tiền mặt, trừ khi ứng dụng có ghi rõ, và không chuyển nhượng cho người khác.',
      ],
    },
    {
      heading: 'Sử dụng công bằng',
      paragraphs: [
        'Việc giới thiệu phải là thật. Chúng tôi có thể giữ lại phần thưởng hoặc chấm dứt quyền tham gia nếu phát hiện tự giới thiệu, tài khoản giả, thư rác, hoặc quảng cáo trả phí dùng tên chúng tôi khi chưa được phép.',
        'Hợp đồng bị hủy hoặc hoàn phí sẽ không được thưởng, và phần thưởng đã trao cho hợp đồng đó có thể bị thu hồi.',
      ],
    },
    {
      heading: 'Thay đổi và kết thúc',
      paragraphs: [
        'Chúng tôi có thể thay đổi hoặc kết thúc chương trình sau khi thông báo trong ứng dụng; phần thưởng đã đạt được trước thay đổi vẫn được giữ nguyên.',
        'Phần thưởng giới thiệu không thuộc quyền lợi bảo hiểm: phạm vi bảo hiểm chỉ do quy tắc của chính hợp đồng đó quy định.',
      ],
    },
    {
      heading: 'Liên hệ',
      paragraphs: [`Câu hỏi về chương trình: ${email}.`],
    },
  ],
});

export default referralTerms;
