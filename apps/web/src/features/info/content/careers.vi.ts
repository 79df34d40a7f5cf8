import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { CareersContent } from '../info-content.ts';

const careers: LocalizedContent<CareersContent> = ({ brand }) => ({
  lead: `Tại ${brand}, chúng tôi xây dựng sản phẩm bảo hiểm mà mọi người thực sự hiểu, và đồng hành cùng họ khi cần bồi thường. Hãy cùng chúng tôi.`,
  why: {
    heading: 'Làm việc cùng chúng tôi',
    items: [
      'Công việc ý nghĩa: mỗi khoản bồi thường chúng tôi chi trả giúp một ngày khó khăn của ai đó nhẹ nhàng hơn.',
      'Giờ làm việc linh hoạt, và làm việc kết hợp khi vị trí cho phép.',
      'Bảo hiểm sức khỏe cho bạn và gia đình.',
      'Ngân sách học tập, cùng thời gian cho các khóa học và chứng chỉ bảo hiểm.',
    ],
  },
  openings: [
    {
      id: 'claims-officer-jakarta',
      country: 'id',
      city: 'Jakarta',
      title: 'Chuyên viên bồi thường (Claims Officer)',
      team: 'Bồi thường',
      kind: 'Toàn thời gian',
      summary:
        'Hướng dẫn khách hàng trong suốt quá trình bồi thường, đối chiếu giấy tờ với hợp đồng, và cập nhật cho công ty bảo hiểm và khách hàng đến khi chi trả.',
      requirements: [
        'Hai năm kinh nghiệm về bồi thường bảo hiểm hoặc chăm sóc khách hàng.',
        'Viết tiếng Indonesia rõ ràng và sử dụng tốt tiếng Anh.',
        'Cẩn thận, chi tiết và tự tin giải thích một quyết định.',
      ],
    },
    {
      id: 'frontend-engineer-jakarta',
      country: 'id',
      city: 'Jakarta',
      title: 'Kỹ sư Frontend (React, TypeScript)',
      team: 'Công nghệ',
      kind: 'Toàn thời gian, làm việc kết hợp',
      summary:
        'Xây dựng cổng thông tin khách hàng dùng để xem hợp đồng và yêu cầu bồi thường: bốn ngôn ngữ, dễ tiếp cận và chạy nhanh trên mọi điện thoại.',
      requirements: [
        'Ba năm kinh nghiệm xây dựng ứng dụng web với React và TypeScript.',
        'Quan tâm đến khả năng tiếp cận và hiệu năng trên điện thoại cấu hình thấp.',
        'Viết kiểm thử là một phần của công việc, không phải việc làm sau.',
      ],
    },
    {
      id: 'customer-care-bangkok',
      country: 'th',
      city: 'Bangkok',
      title: 'Chuyên viên chăm sóc khách hàng (tiếng Thái và tiếng Anh)',
      team: 'Chăm sóc khách hàng',
      kind: 'Toàn thời gian',
      summary:
        'Trả lời khách hàng qua trò chuyện, điện thoại và email về hợp đồng và yêu cầu bồi thường, và theo dõi hồ sơ với công ty bảo hiểm.',
      requirements: [
        'Thông thạo tiếng Thái và sử dụng tốt tiếng Anh.',
        'Có kinh nghiệm chăm sóc khách hàng, ưu tiên trong ngành bảo hiểm hoặc tài chính.',
        'Có thể làm việc theo ca, kể cả một số ngày thứ Bảy.',
      ],
    },
  ],
});

export default careers;
