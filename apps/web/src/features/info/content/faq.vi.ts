import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { FaqContent } from '../info-content.ts';

const faq: LocalizedContent<FaqContent> = ({ email, phone }) => ({
  lead: 'Giải đáp nhanh về đăng nhập, yêu cầu bồi thường, giấy tờ và nhận tiền bồi thường. Không thấy câu hỏi của bạn? Bộ phận chăm sóc khách hàng luôn sẵn lòng hỗ trợ.',
  groups: [
    {
      id: 'login',
      title: 'Đăng nhập bằng OTP',
      items: [
        {
          id: 'what-is-otp',
          question: 'OTP là gì và vì sao tôi cần nó?',
          answer: [
            `OTP (mật khẩu dùng một lần) là mã ${FACTS.otpLength} chữ số chúng tôi gửi đến điện thoại của bạn qua SMS hoặc WhatsApp mỗi lần đăng nhập. OTP thay cho mật khẩu: chỉ người cầm điện thoại của bạn mới đăng nhập được.`,
            'Không bao giờ chia sẻ mã này cho bất kỳ ai. Nhân viên của chúng tôi sẽ không bao giờ hỏi mã.',
          ],
        },
        {
          id: 'otp-not-received',
          question: 'Tôi không nhận được mã',
          answer: [
            `Kiểm tra số điện thoại và mã quốc gia, và bảo đảm điện thoại có sóng. Sau ${FACTS.otpResendSeconds} giây, bạn có thể yêu cầu mã mới qua SMS hoặc WhatsApp. Chỉ mã mới nhất có hiệu lực.`,
          ],
        },
        {
          id: 'new-phone-number',
          question: 'Tôi đã đổi số điện thoại',
          answer: [
            'Đổi số trong hồ sơ và xác nhận bằng mã gửi đến số mới. Sau đó bạn sẽ được đăng xuất, và từ đó đăng nhập bằng số mới.',
            `Không còn dùng số cũ? Liên hệ bộ phận chăm sóc khách hàng qua ${phone} hoặc ${email}.`,
          ],
        },
      ],
    },
    {
      id: 'claims',
      title: 'Yêu cầu bồi thường',
      items: [
        {
          id: 'how-to-claim',
          question: 'Làm thế nào để yêu cầu bồi thường?',
          answer: [
            'Đăng nhập bằng mã gửi đến điện thoại và mở hợp đồng. Chọn quyền lợi cần yêu cầu, điền biểu mẫu và tải lên các giấy tờ được yêu cầu.',
            `Chúng tôi xác minh yêu cầu trong tối đa ${FACTS.verificationDays} ngày làm việc sau khi hồ sơ đầy đủ. Yêu cầu được duyệt sẽ được chi trả trong vòng 1x${FACTS.payoutHours} giờ.`,
          ],
        },
        {
          id: 'claim-status',
          question: 'Tôi xem tiến độ yêu cầu bồi thường ở đâu?',
          answer: [
            'Trong mục Yêu cầu bồi thường của tôi, các thẻ Tất cả, Đã gửi, Đang xử lý và Đã đóng phân loại các yêu cầu. Mở một yêu cầu để xem trạng thái, giấy tờ đã nhận và tin nhắn với bộ phận chăm sóc khách hàng.',
          ],
        },
        {
          id: 'document-deadline',
          question: 'Có hạn chót gửi giấy tờ không?',
          answer: [
            'Có. Yêu cầu còn thiếu giấy tờ sẽ hiển thị ngày cuối cùng để gửi. Hãy gửi đủ trước ngày đó: yêu cầu vẫn thiếu giấy tờ sau thời hạn có thể bị đóng.',
          ],
        },
        {
          id: 'claim-rejected',
          question: 'Vì sao yêu cầu bồi thường của tôi bị từ chối?',
          answer: [
            'Lý do thường gặp là sự kiện không thuộc phạm vi bảo hiểm, giấy tờ thiếu hoặc không khớp với hợp đồng, hoặc yêu cầu được gửi sau khi hợp đồng hết hạn. Lý do được ghi trong yêu cầu; nếu chưa rõ, hãy hỏi bộ phận chăm sóc khách hàng qua khung trò chuyện của yêu cầu đó.',
          ],
        },
      ],
    },
    {
      id: 'documents',
      title: 'Giấy tờ và ảnh chụp',
      items: [
        {
          id: 'which-documents',
          question: 'Tôi cần những giấy tờ nào?',
          answer: [
            'Tùy theo quyền lợi: biểu mẫu bồi thường liệt kê từng giấy tờ kèm hướng dẫn chụp ảnh. Thông thường gồm giấy tờ tùy thân, chứng từ mua hàng, ảnh thiệt hại, và biên bản của công an nếu bị mất cắp.',
          ],
        },
        {
          id: 'file-formats',
          question: 'Tôi có thể tải lên những tệp nào?',
          answer: [
            `Tệp định dạng ${FACTS.uploadFormats}, mỗi tệp tối đa ${FACTS.maxUploadMb} MB. Chụp ảnh nơi đủ sáng, thấy toàn bộ giấy tờ và không bị lóa.`,
          ],
        },
        {
          id: 're-upload',
          question: 'Giấy tờ hiện “Tải lên lại”. Tôi cần làm gì?',
          answer: [
            'Bộ phận chăm sóc khách hàng không dùng được tệp đó, chẳng hạn vì ảnh mờ hoặc bị cắt. Mở yêu cầu bồi thường, thay bằng tệp rõ hơn và gửi lại.',
          ],
        },
      ],
    },
    {
      id: 'payout',
      title: 'Nhận tiền bồi thường',
      items: [
        {
          id: 'when-paid',
          question: 'Khi nào tôi nhận được tiền?',
          answer: [
            `Trong vòng 1x${FACTS.payoutHours} giờ sau khi yêu cầu được duyệt, vào tài khoản ngân hàng bạn chọn. Khoản chuyển vào cuối tuần hoặc ngày lễ có thể hiện trong sao kê vào ngày làm việc tiếp theo, tùy ngân hàng của bạn.`,
          ],
        },
        {
          id: 'bank-account',
          question: 'Tôi có thể dùng tài khoản ngân hàng khác không?',
          answer: [
            'Có. Chọn một tài khoản khác đã lưu, hoặc thêm tài khoản mới, trước khi gửi yêu cầu. Cần có tên chủ tài khoản, số tài khoản và ngân hàng, và tên chủ tài khoản phải trùng với tên trên hợp đồng.',
          ],
        },
      ],
    },
    {
      id: 'help',
      title: 'Hỗ trợ và ngôn ngữ',
      items: [
        {
          id: 'languages',
          question: 'Tôi có thể dùng những ngôn ngữ nào?',
          answer: [
            'Tiếng Indonesia, tiếng Anh, tiếng Thái và tiếng Việt. Chọn ngôn ngữ bằng nút ngôn ngữ ở đầu trang; cổng thông tin sẽ ghi nhớ lựa chọn của bạn.',
          ],
        },
        {
          id: 'contact',
          question: 'Làm sao để liên hệ bộ phận chăm sóc khách hàng?',
          answer: [
            `Về một yêu cầu bồi thường, hãy nhắn trong khung trò chuyện của chính yêu cầu đó. Với việc khác, gọi ${phone} hoặc gửi email đến ${email}. Thông tin liên hệ của từng quốc gia nằm ở cuối mỗi trang, và các văn phòng của chúng tôi có trên bản đồ văn phòng.`,
          ],
        },
      ],
    },
  ],
});

export default faq;
