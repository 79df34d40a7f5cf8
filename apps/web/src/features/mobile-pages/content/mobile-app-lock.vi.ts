import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const mobileAppLock: LocalizedContent<MobilePageContent> = ({ email, phone }) => ({
  title: 'Khóa ứng dụng và mã PIN',
  intro: [
    'Khóa ứng dụng giữ riêng tư cho hợp đồng, yêu cầu bồi thường và dữ liệu cá nhân của bạn khi người khác cầm điện thoại của bạn. Khi bật, ứng dụng sẽ hỏi mã PIN, vân tay hoặc khuôn mặt trước khi hiển thị bất cứ nội dung nào.',
  ],
  sections: [
    {
      heading: 'Bật khóa ứng dụng',
      items: [
        'Mở phần cài đặt của ứng dụng, chọn Bảo mật và bật khóa ứng dụng.',
        'Đặt mã PIN gồm 6 chữ số và nhập lại để xác nhận.',
        'Nếu điện thoại hỗ trợ, bạn cũng có thể mở khóa bằng vân tay hoặc khuôn mặt. Mã PIN luôn dùng được để thay thế.',
      ],
    },
    {
      heading: 'Khi nào ứng dụng hỏi mã',
      paragraphs: [
        'Khi bạn mở ứng dụng, và khi quay lại ứng dụng sau khi nó chạy nền một lúc. Mã cũng được hỏi trước các thay đổi quan trọng, như thêm tài khoản ngân hàng hoặc đổi số điện thoại.',
      ],
    },
    {
      heading: 'Chọn mã PIN an toàn',
      items: [
        'Tránh ngày sinh, các số lặp lại (111111) và dãy số liên tiếp (123456).',
        'Không dùng lại mã PIN của thẻ ngân hàng hoặc điện thoại.',
        'Không bao giờ cho ai biết mã PIN: nhân viên của chúng tôi sẽ không bao giờ hỏi mã này.',
      ],
    },
    {
      heading: 'Quên mã PIN hoặc nhập sai nhiều lần',
      paragraphs: [
        'Sau 5 lần nhập sai, ứng dụng sẽ đăng xuất để bảo vệ tài khoản. Hãy đăng nhập lại bằng mã dùng một lần (OTP) gửi đến số điện thoại của bạn, rồi đặt mã PIN mới. Hợp đồng và yêu cầu bồi thường của bạn không bị ảnh hưởng.',
      ],
    },
    {
      heading: 'Vân tay, khuôn mặt và quyền riêng tư',
      paragraphs: [
        'Dữ liệu vân tay và khuôn mặt nằm trên điện thoại và được chính hệ thống của điện thoại kiểm tra. Ứng dụng chỉ biết việc kiểm tra có thành công hay không, và không bao giờ nhận vân tay hay hình ảnh khuôn mặt của bạn.',
      ],
    },
    {
      heading: 'Điện thoại mới hoặc bị mất',
      paragraphs: [
        `Khóa ứng dụng được cài đặt riêng cho từng thiết bị. Trên điện thoại mới, hãy đăng nhập bằng OTP và đặt lại mã PIN. Nếu điện thoại bị mất hoặc bị đánh cắp, hãy gọi ${phone} hoặc gửi email đến ${email} để chúng tôi chấm dứt các phiên đăng nhập trên điện thoại đó.`,
      ],
    },
  ],
});

export default mobileAppLock;
