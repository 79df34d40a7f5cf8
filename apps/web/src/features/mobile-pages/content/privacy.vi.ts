import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const privacy: LocalizedContent<MobilePageContent> = ({ brand, email, phone }) => ({
  title: 'Chính sách quyền riêng tư',
  intro: [
    `Chính sách này giải thích ${brand} thu thập những dữ liệu cá nhân nào khi bạn sử dụng cổng thông tin và các trang mà ứng dụng đối tác mở từ đó, chúng tôi dùng dữ liệu để làm gì, chia sẻ với ai và bạn có những lựa chọn nào.`,
  ],
  sections: [
    {
      heading: 'Dữ liệu chúng tôi thu thập',
      paragraphs: [
        'Chúng tôi chỉ thu thập những gì cần thiết để thu xếp bảo hiểm và xử lý bồi thường cho bạn:',
      ],
      items: [
        'Thông tin nhận dạng và liên hệ: họ tên, số điện thoại, email, ngày sinh và giấy tờ tùy thân bạn tải lên.',
        'Thông tin hợp đồng và bồi thường: các hợp đồng bạn sở hữu, yêu cầu bồi thường bạn gửi, cùng biểu mẫu, ảnh, hóa đơn và giấy tờ khác kèm theo.',
        'Thông tin ngân hàng: tên chủ tài khoản, số tài khoản và ngân hàng bạn cung cấp để nhận tiền bồi thường.',
        'Dữ liệu kỹ thuật: thiết bị và trình duyệt, ngôn ngữ, nhật ký đăng nhập và thao tác, được lưu vì mục đích bảo mật.',
      ],
    },
    {
      heading: 'Mục đích sử dụng',
      paragraphs: ['Chúng tôi dùng dữ liệu của bạn để:'],
      items: [
        'xác nhận danh tính khi bạn đăng nhập;',
        'hiển thị hợp đồng và xử lý bồi thường cùng công ty bảo hiểm;',
        'chuyển tiền bồi thường vào tài khoản bạn chọn;',
        'trả lời câu hỏi và cập nhật cho bạn về hợp đồng và yêu cầu bồi thường;',
        'bảo đảm an toàn cho dịch vụ và phòng chống gian lận;',
        'thực hiện nghĩa vụ pháp lý của một công ty môi giới bảo hiểm được cấp phép.',
      ],
    },
    {
      heading: 'Chúng tôi chia sẻ với ai',
      paragraphs: [
        'Chúng tôi chỉ chia sẻ phần mỗi bên cần: công ty bảo hiểm phát hành hợp đồng; đối tác nơi bạn mua hợp đồng (ví dụ sàn thương mại điện tử hoặc ứng dụng gọi xe), trong phạm vi liên quan đến hợp đồng đó; ngân hàng, để chuyển tiền cho bạn; và trung tâm bảo hành hoặc xưởng sửa chữa tài sản được bảo hiểm. Các nhà cung cấp vận hành hệ thống hoặc gửi tin nhắn cho chúng tôi chỉ xử lý dữ liệu theo chỉ dẫn của chúng tôi.',
        'Chúng tôi không bán dữ liệu cá nhân của bạn.',
      ],
    },
    {
      heading: 'Thời gian lưu trữ',
      paragraphs: [
        'Chúng tôi lưu dữ liệu trong suốt thời hạn hợp đồng, và sau đó trong khoảng thời gian pháp luật yêu cầu lưu hồ sơ bảo hiểm và tài chính. Dữ liệu không còn cần thiết sẽ được xóa hoặc ẩn danh.',
      ],
    },
    {
      heading: 'Quyền của bạn',
      paragraphs: [
        'Theo pháp luật về bảo vệ dữ liệu cá nhân tại quốc gia của bạn, bạn có thể yêu cầu xem, chỉnh sửa hoặc xóa dữ liệu, rút lại sự đồng ý, hoặc phản đối một số mục đích sử dụng.',
      ],
      items: [
        'Phần lớn thông tin bạn có thể tự chỉnh sửa trong hồ sơ.',
        `Với các yêu cầu khác, hãy gửi email đến ${email}; chúng tôi trả lời trong thời hạn pháp luật quy định.`,
      ],
    },
    {
      heading: 'Bảo mật',
      paragraphs: [
        'Dữ liệu được mã hóa khi truyền. Khóa phiên đăng nhập của bạn nằm trên máy chủ của chúng tôi, không nằm trong trình duyệt, và việc đăng nhập cần mã dùng một lần gửi đến điện thoại của bạn. Không hệ thống nào an toàn tuyệt đối: nếu xảy ra sự cố ảnh hưởng đến dữ liệu của bạn, chúng tôi sẽ thông báo cho bạn và cơ quan chức năng theo quy định.',
      ],
    },
    {
      heading: 'Liên hệ',
      paragraphs: [`Câu hỏi hoặc yêu cầu về dữ liệu cá nhân: ${email} hoặc ${phone}.`],
    },
  ],
});

export default privacy;
