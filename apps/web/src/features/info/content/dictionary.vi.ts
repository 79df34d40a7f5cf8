import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { DictionaryContent } from '../info-content.ts';

const dictionary: LocalizedContent<DictionaryContent> = () => ({
  lead: 'Bảo hiểm có những thuật ngữ riêng. Dưới đây là giải thích bằng ngôn ngữ dễ hiểu; gõ vào ô tìm kiếm để tìm thuật ngữ.',
  terms: [
    {
      id: 'premium',
      term: 'Phí bảo hiểm',
      definition: 'Số tiền bạn trả để hợp đồng bảo hiểm có hiệu lực, trả một lần hoặc nhiều kỳ.',
    },
    {
      id: 'policy',
      term: 'Hợp đồng bảo hiểm',
      definition:
        'Thỏa thuận giữa bạn và công ty bảo hiểm, ghi rõ phạm vi bảo hiểm, số tiền bảo hiểm, điểm loại trừ và thời hạn bảo hiểm.',
    },
    {
      id: 'policyholder',
      term: 'Bên mua bảo hiểm',
      definition:
        'Cá nhân hoặc tổ chức sở hữu hợp đồng và đóng phí. Thường, nhưng không phải luôn luôn, cũng là người được bảo hiểm.',
    },
    {
      id: 'insured',
      term: 'Người được bảo hiểm',
      definition: 'Người hoặc tài sản có rủi ro được hợp đồng bảo hiểm.',
    },
    {
      id: 'beneficiary',
      term: 'Người thụ hưởng',
      definition:
        'Người được chỉ định trong hợp đồng để nhận quyền lợi, ví dụ khi người được bảo hiểm qua đời.',
    },
    {
      id: 'sum-insured',
      term: 'Số tiền bảo hiểm',
      definition:
        'Số tiền cao nhất công ty bảo hiểm chi trả cho một lần bồi thường hoặc trong suốt thời hạn hợp đồng, theo ghi nhận trong hợp đồng.',
    },
    {
      id: 'benefit',
      term: 'Quyền lợi bảo hiểm',
      definition:
        'Một khoản bảo hiểm cụ thể trong hợp đồng, như sửa màn hình, trợ cấp nằm viện hay tử vong do tai nạn, với hạn mức riêng. Yêu cầu bồi thường được gửi cho một quyền lợi.',
    },
    {
      id: 'claim',
      term: 'Yêu cầu bồi thường',
      definition:
        'Đề nghị công ty bảo hiểm chi trả quyền lợi sau một sự kiện được bảo hiểm, kèm giấy tờ chứng minh.',
    },
    {
      id: 'deductible',
      term: 'Mức khấu trừ',
      definition: 'Phần tổn thất mỗi lần mà bạn tự chịu; công ty bảo hiểm trả phần vượt quá.',
    },
    {
      id: 'exclusion',
      term: 'Điểm loại trừ',
      definition:
        'Sự kiện, nguyên nhân hoặc tài sản không được bảo hiểm, được liệt kê trong quy tắc bảo hiểm.',
    },
    {
      id: 'coverage-period',
      term: 'Thời hạn bảo hiểm',
      definition: 'Khoảng thời gian hợp đồng bảo vệ bạn. Sự kiện ngoài thời gian này không được bảo hiểm.',
    },
    {
      id: 'grace-period',
      term: 'Thời gian gia hạn đóng phí',
      definition:
        'Khoảng thời gian thêm sau ngày đến hạn đóng phí, trong đó bạn vẫn có thể đóng phí mà hợp đồng không mất hiệu lực.',
    },
    {
      id: 'waiting-period',
      term: 'Thời gian chờ',
      definition:
        'Khoảng thời gian đầu hợp đồng, thường gặp ở bảo hiểm sức khỏe, khi một số quyền lợi chưa được yêu cầu bồi thường.',
    },
    {
      id: 'endorsement',
      term: 'Sửa đổi bổ sung hợp đồng',
      definition:
        'Thay đổi đối với hợp đồng đang hiệu lực, như địa chỉ, biển số xe hoặc thiết bị được bảo hiểm, được ghi nhận bằng văn bản.',
    },
    {
      id: 'broker',
      term: 'Môi giới bảo hiểm',
      definition:
        'Trung gian được cấp phép, làm việc cho khách hàng: so sánh, thu xếp hợp đồng và hỗ trợ bồi thường.',
    },
    {
      id: 'insurer',
      term: 'Doanh nghiệp bảo hiểm',
      definition: 'Công ty phát hành hợp đồng, nhận rủi ro và chi trả bồi thường.',
    },
    {
      id: 'underwriting',
      term: 'Thẩm định bảo hiểm',
      definition:
        'Cách công ty bảo hiểm đánh giá rủi ro để quyết định có nhận bảo hiểm hay không, với điều kiện và mức phí nào.',
    },
    {
      id: 'total-loss',
      term: 'Tổn thất toàn bộ',
      definition:
        'Khi tài sản được bảo hiểm bị mất hoặc bị trộm, hoặc chi phí sửa chữa vượt một tỷ lệ nhất định so với giá trị (với xe thường là 75%).',
    },
    {
      id: 'partial-loss',
      term: 'Tổn thất bộ phận',
      definition:
        'Thiệt hại còn sửa chữa được một cách hợp lý; công ty bảo hiểm trả chi phí sửa chữa sau khi trừ mức khấu trừ.',
    },
    {
      id: 'surveyor',
      term: 'Giám định viên tổn thất',
      definition:
        'Chuyên gia độc lập kiểm tra thiệt hại và báo cáo nguyên nhân, chi phí cho công ty bảo hiểm.',
    },
    {
      id: 'cashless',
      term: 'Bảo lãnh thanh toán trực tiếp',
      definition:
        'Cách bồi thường mà công ty bảo hiểm trả thẳng cho bệnh viện hoặc xưởng sửa chữa, nên bạn không phải trả trước các chi phí được bảo hiểm.',
    },
    {
      id: 'reimbursement',
      term: 'Bồi hoàn chi phí',
      definition: 'Cách bồi thường mà bạn trả trước, sau đó gửi hóa đơn để được hoàn lại.',
    },
    {
      id: 'no-claim-bonus',
      term: 'Giảm phí do không có bồi thường',
      definition: 'Khoản giảm phí khi tái tục cho năm không có yêu cầu bồi thường.',
    },
    {
      id: 'rider',
      term: 'Sản phẩm bổ trợ',
      definition:
        'Quyền lợi tùy chọn mua thêm vào hợp đồng chính để mở rộng phạm vi bảo hiểm, với phí bổ sung.',
    },
    {
      id: 'third-party-liability',
      term: 'Trách nhiệm dân sự với bên thứ ba',
      definition:
        'Bảo hiểm cho trách nhiệm pháp lý của bạn khi gây thương tích cho người khác hoặc thiệt hại tài sản của họ.',
    },
    {
      id: 'free-look-period',
      term: 'Thời gian cân nhắc',
      definition:
        'Khoảng thời gian ngắn sau khi nhận hợp đồng mới, trong đó bạn có thể hủy hợp đồng và được hoàn phí, trừ các chi phí đã nêu.',
    },
    {
      id: 'subrogation',
      term: 'Thế quyền',
      definition:
        'Quyền của công ty bảo hiểm, sau khi đã bồi thường cho bạn, được đòi lại số tiền từ bên gây ra tổn thất.',
    },
    {
      id: 'salvage',
      term: 'Tài sản thu hồi',
      definition:
        'Phần còn lại của tài sản bị hư hỏng hoặc bị mất sau tổn thất toàn bộ; sau khi bồi thường, thường thuộc về công ty bảo hiểm.',
    },
  ],
});

export default dictionary;
