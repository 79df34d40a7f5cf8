import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const vehicleTerms: LocalizedContent<MobilePageContent> = ({ brand, email, phone }) => ({
  title: 'Bảo hiểm xe: Điều khoản và bồi thường',
  intro: [
    `Tóm tắt cách hoạt động của bảo hiểm ô tô và xe máy được thu xếp qua ${brand} và các đối tác. Bản tóm tắt này không thay thế hợp đồng: phạm vi bảo hiểm do quy tắc bảo hiểm của công ty bảo hiểm quyết định.`,
  ],
  sections: [
    {
      heading: 'Phạm vi bảo hiểm',
      paragraphs: ['Tùy theo gói bạn chọn:'],
      items: [
        'Tổn thất bộ phận: xe hư hỏng do tai nạn như va chạm, lật hoặc ngã đổ.',
        'Tổn thất toàn bộ: xe bị mất cắp, hoặc chi phí sửa chữa từ 75% giá trị xe trở lên.',
        'Các điều khoản bổ sung ghi trong hợp đồng, như ngập nước, động đất, bạo loạn hoặc trách nhiệm dân sự với bên thứ ba.',
      ],
    },
    {
      heading: 'Những gì không được bảo hiểm',
      paragraphs: ['Danh sách loại trừ đầy đủ nằm trong quy tắc bảo hiểm. Các trường hợp thường gặp:'],
      items: [
        'Thiệt hại khi người lái không có giấy phép lái xe hợp lệ hoặc đang chịu ảnh hưởng của rượu bia, chất kích thích.',
        'Hao mòn tự nhiên, hỏng hóc máy móc hoặc điện không do tai nạn gây ra.',
        'Đua xe, hoặc chở khách, chở hàng thu tiền khi hợp đồng không cho phép.',
        'Tổn thất do người được bảo hiểm cố ý gây ra.',
        'Đồ dùng cá nhân để trong xe.',
      ],
    },
    {
      heading: 'Mức khấu trừ',
      paragraphs: [
        'Mỗi yêu cầu bồi thường tổn thất bộ phận có mức khấu trừ: số tiền cố định ghi trong hợp đồng mà bạn tự chịu cho mỗi sự cố. Khoản này được trừ vào tiền bồi thường hoặc trả trực tiếp cho xưởng sửa chữa.',
      ],
    },
    {
      heading: 'Cách yêu cầu bồi thường',
      paragraphs: ['Thông báo sự cố càng sớm càng tốt, trong thời hạn thông báo ghi trong hợp đồng.'],
      items: [
        'Đăng nhập cổng thông tin, mở hợp đồng và chọn yêu cầu bồi thường.',
        'Điền biểu mẫu và tải lên ảnh thiệt hại, giấy phép lái xe, giấy đăng ký xe, và biên bản của công an nếu xe bị mất cắp.',
        `Hồ sơ được xác minh trong tối đa ${FACTS.verificationDays} ngày làm việc sau khi đầy đủ; giám định viên có thể kiểm tra xe.`,
        `Xe được sửa tại xưởng liên kết. Với tổn thất toàn bộ, số tiền được duyệt sẽ chuyển vào tài khoản ngân hàng của bạn trong vòng 1x${FACTS.payoutHours} giờ.`,
      ],
    },
    {
      heading: 'Nghĩa vụ của bạn',
      items: [
        'Thực hiện các biện pháp hợp lý để hạn chế thiệt hại phát sinh thêm sau sự cố.',
        'Không nhận lỗi hoặc tự thỏa thuận bồi thường với bên thứ ba khi chưa có sự đồng ý của công ty bảo hiểm.',
        'Báo cho chúng tôi khi mục đích sử dụng, biển số hoặc chủ xe thay đổi; bạn có thể yêu cầu sửa đổi trên cổng thông tin.',
      ],
    },
    {
      heading: 'Câu hỏi',
      paragraphs: [`Gửi email đến ${email} hoặc gọi ${phone}.`],
    },
  ],
});

export default vehicleTerms;
