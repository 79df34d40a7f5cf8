import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { AboutContent } from '../info-content.ts';

const about: LocalizedContent<AboutContent> = ({ brand }) => ({
  lead: `${brand} adalah pialang asuransi yang membuat perlindungan mudah dibeli, mudah dipahami, dan cepat diklaim, bagi masyarakat di seluruh Asia Tenggara.`,
  sections: [
    {
      heading: 'Apa yang kami lakukan',
      paragraphs: [
        'Kami bekerja sama dengan perusahaan asuransi dan dengan aplikasi yang sudah Anda pakai sehari-hari — marketplace, transportasi dan pengiriman daring, produsen perangkat — untuk menawarkan perlindungan di saat dibutuhkan: layar ponsel, paket dalam perjalanan, perjalanan ke kantor, rawat inap di rumah sakit.',
        'Setelah Anda membeli, kami tetap mendampingi. Portal ini menampilkan polis Anda, memandu klaim langkah demi langkah, dan menghubungkan Anda dengan layanan pelanggan kami.',
      ],
    },
    {
      heading: 'Cara klaim bersama kami',
      items: [
        'Masuk dengan kode sekali pakai: tidak ada kata sandi yang perlu diingat.',
        'Pilih manfaat, isi formulir, dan unggah dokumen, dengan panduan foto untuk masing-masing.',
        `Dokumen Anda diverifikasi paling lama ${FACTS.verificationDays} hari kerja.`,
        `Klaim yang disetujui dibayarkan dalam 1x${FACTS.payoutHours} jam ke rekening bank Anda.`,
      ],
    },
    {
      heading: 'Prinsip kami',
      items: [
        'Bahasa yang jelas: apa yang ditanggung, dan yang tidak, sebelum Anda membeli.',
        'Berpihak pada Anda: sebagai pialang, kami bertindak untuk Anda, bukan untuk perusahaan asuransi.',
        'Privasi: data Anda dipakai untuk melayani Anda dan tidak pernah dijual.',
        'Bantuan dalam bahasa Anda: Indonesia, Inggris, Thai, dan Vietnam.',
      ],
    },
  ],
});

export default about;
