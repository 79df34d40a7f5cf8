import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const terms: LocalizedContent<MobilePageContent> = ({ brand, email, phone }) => ({
  title: 'Điều khoản sử dụng',
  intro: [
    `Các điều khoản này áp dụng khi bạn sử dụng cổng thông tin ${brand}, kể cả các trang mà ứng dụng đối tác mở từ đó, để xem hợp đồng bảo hiểm, gửi và theo dõi yêu cầu bồi thường, và quản lý tài khoản. Khi đăng nhập, bạn đồng ý với các điều khoản này. Vui lòng đọc cùng với Chính sách quyền riêng tư của chúng tôi.`,
  ],
  sections: [
    {
      heading: `Về ${brand}`,
      paragraphs: [
        `${brand} là công ty môi giới bảo hiểm. Chúng tôi giúp bạn mua, quản lý và yêu cầu bồi thường cho các hợp đồng do công ty bảo hiểm đối tác phát hành. Công ty bảo hiểm phát hành hợp đồng chịu rủi ro và quyết định bồi thường theo quy tắc của hợp đồng; chúng tôi thu xếp hợp đồng, chuyển hồ sơ của bạn và thay mặt bạn theo dõi yêu cầu bồi thường.`,
      ],
    },
    {
      heading: 'Tài khoản của bạn',
      paragraphs: [
        'Bạn đăng nhập bằng mã dùng một lần (OTP) gửi qua SMS hoặc WhatsApp đến số điện thoại đã đăng ký. Bất kỳ ai có điện thoại và mã của bạn đều có thể thao tác trên tài khoản, vì vậy hãy giữ bí mật.',
      ],
      items: [
        'Không bao giờ chia sẻ OTP, kể cả với người tự nhận là nhân viên của chúng tôi: nhân viên của chúng tôi sẽ không bao giờ hỏi mã này.',
        `Báo ngay cho chúng tôi qua ${email} nếu bạn nghi ngờ người khác đã dùng tài khoản của bạn.`,
        'Luôn cập nhật số điện thoại và địa chỉ email trong hồ sơ.',
      ],
    },
    {
      heading: 'Sử dụng dịch vụ',
      paragraphs: [
        'Chỉ sử dụng cổng thông tin cho hợp đồng và yêu cầu bồi thường của chính bạn, hoặc của khách hàng mà bạn phục vụ với tư cách đại lý được ủy quyền.',
      ],
      items: [
        'Cung cấp thông tin trung thực và đầy đủ, nhất là trong biểu mẫu và hồ sơ bồi thường.',
        'Không tải lên tệp mà bạn không có quyền chia sẻ hoặc tệp chứa phần mềm độc hại.',
        'Không tìm cách truy cập tài khoản của người khác hoặc làm gián đoạn dịch vụ.',
      ],
    },
    {
      heading: 'Bồi thường',
      paragraphs: [
        `Công ty bảo hiểm quyết định bồi thường theo quy tắc của hợp đồng. Chúng tôi kiểm tra hồ sơ đã đầy đủ hay chưa; việc xác minh mất tối đa ${FACTS.verificationDays} ngày làm việc sau khi nhận đủ hồ sơ, và khoản bồi thường được duyệt sẽ được chuyển trong vòng 1x${FACTS.payoutHours} giờ vào tài khoản ngân hàng bạn chọn.`,
        'Thông tin không trung thực có thể khiến yêu cầu bồi thường bị từ chối và hợp đồng bị hủy.',
      ],
    },
    {
      heading: 'Tính sẵn sàng và thay đổi',
      paragraphs: [
        'Chúng tôi cố gắng để cổng thông tin luôn hoạt động, nhưng không thể cam kết dịch vụ không bao giờ gián đoạn, chẳng hạn khi bảo trì hoặc khi hệ thống của đối tác gặp sự cố.',
        'Chúng tôi có thể sửa đổi các điều khoản này. Ngày ở đầu trang cho biết phiên bản đang áp dụng, và các thay đổi quan trọng được thông báo trên cổng thông tin trước khi có hiệu lực.',
      ],
    },
    {
      heading: 'Trách nhiệm',
      paragraphs: [
        'Chúng tôi thu xếp hợp đồng và xử lý yêu cầu của bạn một cách cẩn trọng. Chúng tôi không chịu trách nhiệm về thiệt hại do thông tin bạn cung cấp sai, do người khác dùng mã của bạn, hoặc do sự kiện nằm ngoài khả năng kiểm soát hợp lý của chúng tôi. Không điều khoản nào ở đây hạn chế quyền của bạn theo pháp luật bảo vệ người tiêu dùng tại quốc gia của bạn.',
      ],
    },
    {
      heading: 'Liên hệ',
      paragraphs: [`Câu hỏi về các điều khoản này: gửi email đến ${email} hoặc gọi ${phone}.`],
    },
  ],
});

export default terms;
