import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const referralTerms: LocalizedContent<MobilePageContent> = ({ brand, email }) => ({
  title: 'Syarat dan Ketentuan Program Referal',
  intro: [
    'Ajak teman melindungi hal yang penting bagi mereka, dan dapatkan hadiah saat mereka membeli polis pertama lewat undangan Anda.',
  ],
  sections: [
    {
      heading: 'Cara kerjanya',
      items: [
        'Bagikan tautan atau kode referal pribadi Anda dari aplikasi.',
        'Teman Anda membeli polis yang memenuhi syarat dengan tautan atau kode Anda dalam 30 hari setelah menerimanya.',
        'Setelah polis aktif selama 14 hari tanpa dibatalkan, Anda berdua menerima hadiah yang tertera di aplikasi saat undangan dikirim.',
      ],
    },
    {
      heading: 'Siapa yang dapat ikut',
      paragraphs: [
        'Setiap nasabah berusia 18 tahun ke atas dengan akun aktif. Teman yang diajak harus nasabah baru: nomor ponsel atau nomor identitas yang sudah memiliki polis tidak dihitung.',
        `Karyawan ${brand} dan perusahaan asuransi mitranya tidak dapat menerima hadiah.`,
      ],
    },
    {
      heading: 'Hadiah',
      items: [
        'Hadiah, bentuknya (misalnya voucher atau saldo di aplikasi mitra), dan batas per bulannya ditampilkan di aplikasi saat Anda membagikan tautan.',
        'Hadiah dikreditkan paling lama 30 hari setelah syarat terpenuhi.',
        'Hadiah tidak dapat ditukar dengan uang tunai kecuali disebutkan di aplikasi, dan tidak dapat dialihkan kepada orang lain.',
      ],
    },
    {
      heading: 'Penggunaan yang wajar',
      paragraphs: [
        'Referal harus sungguhan. Kami dapat menahan hadiah atau menghentikan keikutsertaan untuk referal diri sendiri, akun palsu, spam, atau iklan berbayar yang memakai nama kami tanpa izin.',
        'Polis yang dibatalkan atau dananya dikembalikan tidak menghasilkan hadiah, dan hadiah yang sudah diberikan untuknya dapat ditarik kembali.',
      ],
    },
    {
      heading: 'Perubahan dan penghentian',
      paragraphs: [
        'Kami dapat mengubah atau menghentikan program setelah mengumumkannya di aplikasi; hadiah yang sudah diperoleh sebelum perubahan tetap diberikan.',
        'Hadiah referal bukan bagian dari jaminan asuransi: apa yang ditanggung polis hanya ditentukan oleh wording polis itu sendiri.',
      ],
    },
    {
      heading: 'Kontak',
      paragraphs: [`Pertanyaan tentang program ini: ${email}.`],
    },
  ],
});

export default referralTerms;
