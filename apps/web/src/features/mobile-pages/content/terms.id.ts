import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const terms: LocalizedContent<MobilePageContent> = ({ brand, email, phone }) => ({
  title: 'Syarat dan Ketentuan Penggunaan',
  intro: [
    `Syarat ini berlaku saat Anda memakai portal ${brand}, termasuk halaman yang dibuka aplikasi mitra, untuk melihat polis, mengajukan dan memantau klaim, serta mengelola akun Anda. Dengan masuk ke portal, Anda menyetujuinya. Bacalah bersama Kebijakan Privasi kami.`,
  ],
  sections: [
    {
      heading: `Tentang ${brand}`,
      paragraphs: [
        `${brand} adalah pialang asuransi. Kami membantu Anda membeli, mengelola, dan mengklaim polis yang diterbitkan perusahaan asuransi mitra kami. Perusahaan asuransi penerbit polis menanggung risiko dan memutuskan klaim sesuai ketentuan polis; kami mengatur polis, meneruskan dokumen Anda, dan menindaklanjuti klaim atas nama Anda.`,
      ],
    },
    {
      heading: 'Akun Anda',
      paragraphs: [
        'Anda masuk dengan kode sekali pakai (OTP) yang dikirim lewat SMS atau WhatsApp ke nomor ponsel terdaftar. Siapa pun yang memegang ponsel dan kodenya dapat bertindak atas akun Anda, jadi jagalah keduanya.',
      ],
      items: [
        'Jangan pernah memberikan OTP kepada siapa pun, termasuk orang yang mengaku staf kami: staf kami tidak akan pernah memintanya.',
        `Segera beri tahu kami di ${email} jika Anda menduga akun Anda dipakai orang lain.`,
        'Pastikan nomor ponsel dan alamat email di profil Anda selalu terbaru.',
      ],
    },
    {
      heading: 'Penggunaan layanan',
      paragraphs: [
        'Gunakan portal hanya untuk polis dan klaim Anda sendiri, atau milik nasabah yang Anda layani sebagai agen resmi.',
      ],
      items: [
        'Berikan informasi yang benar dan lengkap, terutama pada formulir dan dokumen klaim.',
        'Jangan mengunggah berkas yang tidak berhak Anda bagikan atau berkas yang mengandung perangkat lunak berbahaya.',
        'Jangan mencoba mengakses akun orang lain atau mengganggu layanan.',
      ],
    },
    {
      heading: 'Klaim',
      paragraphs: [
        `Perusahaan asuransi memutuskan klaim sesuai ketentuan polis Anda. Kami memeriksa kelengkapan dokumen; verifikasi memakan waktu paling lama ${FACTS.verificationDays} hari kerja setelah semua dokumen diterima, dan klaim yang disetujui dibayarkan dalam 1x${FACTS.payoutHours} jam ke rekening bank pilihan Anda.`,
        'Informasi yang ternyata tidak benar dapat menyebabkan klaim ditolak dan polis dibatalkan.',
      ],
    },
    {
      heading: 'Ketersediaan dan perubahan',
      paragraphs: [
        'Kami berupaya agar portal selalu dapat diakses, tetapi kami tidak dapat menjamin layanan tidak pernah terhenti, misalnya saat pemeliharaan atau ketika sistem mitra sedang gangguan.',
        'Kami dapat mengubah syarat ini. Tanggal di bagian atas menunjukkan versi yang berlaku, dan perubahan penting diumumkan di portal sebelum berlaku.',
      ],
    },
    {
      heading: 'Tanggung jawab',
      paragraphs: [
        'Kami mengatur polis dan menangani permintaan Anda dengan cermat. Kami tidak bertanggung jawab atas kerugian akibat informasi yang Anda berikan secara keliru, penggunaan kode Anda oleh orang lain, atau kejadian di luar kendali wajar kami. Tidak ada bagian syarat ini yang membatasi hak Anda menurut hukum perlindungan konsumen di negara Anda.',
      ],
    },
    {
      heading: 'Kontak',
      paragraphs: [`Pertanyaan tentang syarat ini: kirim email ke ${email} atau telepon ${phone}.`],
    },
  ],
});

export default terms;
