import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { AboutContent } from '../info-content.ts';

const about: LocalizedContent<AboutContent> = ({ brand }) => ({
  lead: `${brand} là công ty môi giới bảo hiểm giúp việc bảo vệ trở nên dễ mua, dễ hiểu và bồi thường nhanh chóng cho mọi người trên khắp Đông Nam Á.`,
  sections: [
    {
      heading: 'Chúng tôi làm gì',
      paragraphs: [
        'Chúng tôi hợp tác với các công ty bảo hiểm và với những ứng dụng mọi người đang dùng — sàn thương mại điện tử, nền tảng gọi xe và giao hàng, nhà sản xuất thiết bị — để mang bảo hiểm đến đúng nơi cần: màn hình điện thoại, bưu kiện đang vận chuyển, chuyến xe đi làm, một lần nằm viện.',
        'Sau khi bạn mua, chúng tôi vẫn đồng hành. Cổng thông tin này hiển thị hợp đồng của bạn, hướng dẫn yêu cầu bồi thường từng bước và kết nối bạn với bộ phận chăm sóc khách hàng.',
      ],
    },
    {
      heading: 'Bồi thường cùng chúng tôi',
      items: [
        'Đăng nhập bằng mã dùng một lần: không cần nhớ mật khẩu.',
        'Chọn quyền lợi, điền biểu mẫu và tải lên giấy tờ, có hướng dẫn chụp ảnh cho từng loại.',
        `Hồ sơ của bạn được xác minh trong tối đa ${FACTS.verificationDays} ngày làm việc.`,
        `Yêu cầu bồi thường được duyệt sẽ được chuyển tiền vào tài khoản ngân hàng của bạn trong vòng 1x${FACTS.payoutHours} giờ.`,
      ],
    },
    {
      heading: 'Điều chúng tôi theo đuổi',
      items: [
        'Ngôn ngữ dễ hiểu: nói rõ điều gì được bảo hiểm và điều gì không, trước khi bạn mua.',
        'Đứng về phía bạn: là nhà môi giới, chúng tôi làm việc cho bạn, không phải cho công ty bảo hiểm.',
        'Quyền riêng tư: dữ liệu của bạn chỉ dùng để phục vụ bạn và không bao giờ bị bán.',
        'Hỗ trợ bằng ngôn ngữ của bạn: tiếng Indonesia, tiếng Anh, tiếng Thái và tiếng Việt.',
      ],
    },
  ],
});

export default about;
