import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { MobilePageContent } from '../mobile-pages.ts';

const privacy: LocalizedContent<MobilePageContent> = ({ brand, email, phone }) => ({
  title: 'Kebijakan Privasi',
  intro: [
    `Kebijakan ini menjelaskan data pribadi apa yang dikumpulkan ${brand} saat Anda memakai portal dan halaman yang dibuka aplikasi mitra, untuk apa kami memakainya, dengan siapa kami membagikannya, dan pilihan yang Anda miliki.`,
  ],
  sections: [
    {
      heading: 'Data yang kami kumpulkan',
      paragraphs: [
        'Kami hanya mengumpulkan yang diperlukan untuk mengatur asuransi dan menangani klaim Anda:',
      ],
      items: [
        'Data identitas dan kontak: nama, nomor ponsel, alamat email, tanggal lahir, dan dokumen identitas yang Anda unggah.',
        'Data polis dan klaim: polis yang Anda miliki, klaim yang Anda ajukan, serta formulir, foto, kuitansi, dan dokumen lain yang menyertainya.',
        'Data bank: nama pemilik rekening, nomor rekening, dan bank yang Anda berikan untuk pembayaran klaim.',
        'Data teknis: perangkat dan peramban Anda, bahasa, serta catatan masuk dan aktivitas yang disimpan demi keamanan.',
      ],
    },
    {
      heading: 'Untuk apa kami memakainya',
      paragraphs: ['Kami memakai data Anda untuk:'],
      items: [
        'memastikan identitas Anda saat masuk;',
        'menampilkan polis Anda dan memproses klaim bersama perusahaan asuransi;',
        'membayar klaim ke rekening pilihan Anda;',
        'menjawab pertanyaan dan memberi kabar tentang polis dan klaim Anda;',
        'menjaga keamanan layanan dan mencegah penipuan;',
        'memenuhi kewajiban hukum kami sebagai pialang asuransi berizin.',
      ],
    },
    {
      heading: 'Dengan siapa kami membagikannya',
      paragraphs: [
        'Kami hanya membagikan yang dibutuhkan masing-masing pihak: perusahaan asuransi penerbit polis; mitra tempat Anda membeli polis (misalnya marketplace atau aplikasi transportasi daring) sepanjang menyangkut polis tersebut; bank, untuk membayar Anda; serta service center atau bengkel yang memperbaiki barang yang diasuransikan. Penyedia jasa yang menjalankan sistem atau mengirim pesan kami hanya memproses data atas instruksi kami.',
        'Kami tidak menjual data pribadi Anda.',
      ],
    },
    {
      heading: 'Berapa lama kami menyimpannya',
      paragraphs: [
        'Kami menyimpan data Anda selama polis berjalan, dan sesudahnya selama hukum mewajibkan catatan asuransi dan keuangan disimpan. Data yang tidak lagi diperlukan dihapus atau dianonimkan.',
      ],
    },
    {
      heading: 'Hak Anda',
      paragraphs: [
        'Berdasarkan hukum pelindungan data pribadi di negara Anda (seperti UU Pelindungan Data Pribadi di Indonesia atau PDPA di Thailand), Anda dapat meminta untuk melihat, memperbaiki, atau menghapus data Anda, menarik persetujuan, atau menolak sebagian penggunaannya.',
      ],
      items: [
        'Sebagian besar data dapat Anda perbaiki sendiri di profil.',
        `Untuk permintaan lain, kirim email ke ${email}; kami menjawab dalam waktu yang ditetapkan hukum.`,
      ],
    },
    {
      heading: 'Keamanan',
      paragraphs: [
        'Data dikirim dalam keadaan terenkripsi. Kunci sesi Anda tersimpan di server kami, bukan di peramban, dan untuk masuk diperlukan kode sekali pakai yang dikirim ke ponsel Anda. Tidak ada sistem yang sepenuhnya aman: jika terjadi kebocoran yang menyangkut data Anda, kami akan memberi tahu Anda dan pihak berwenang sesuai ketentuan hukum.',
      ],
    },
    {
      heading: 'Kontak',
      paragraphs: [`Pertanyaan atau permintaan terkait data pribadi Anda: ${email} atau ${phone}.`],
    },
  ],
});

export default privacy;
