import { CLAIM_FACTS as FACTS } from '../../../lib/claim-facts.ts';
import type { LocalizedContent } from '../../../lib/localized-content.ts';
import type { FaqContent } from '../info-content.ts';

const faq: LocalizedContent<FaqContent> = ({ email, phone }) => ({
  lead: 'Jawaban singkat seputar masuk, klaim, dokumen, dan pembayaran klaim. Pertanyaan Anda tidak ada? Layanan pelanggan kami siap membantu.',
  groups: [
    {
      id: 'login',
      title: 'Masuk dengan OTP',
      items: [
        {
          id: 'what-is-otp',
          question: 'Apa itu OTP dan mengapa saya memerlukannya?',
          answer: [
            `OTP (one-time password) adalah kode ${FACTS.otpLength} angka yang kami kirim ke ponsel Anda lewat SMS atau WhatsApp setiap kali Anda masuk. OTP menggantikan kata sandi: hanya pemegang ponsel Anda yang bisa masuk.`,
            'Jangan pernah memberikan kode ini kepada siapa pun. Staf kami tidak akan pernah memintanya.',
          ],
        },
        {
          id: 'otp-not-received',
          question: 'Saya tidak menerima kode',
          answer: [
            `Periksa nomor ponsel dan kode negaranya, serta pastikan ada sinyal. Setelah ${FACTS.otpResendSeconds} detik Anda dapat meminta kode baru, lewat SMS atau WhatsApp. Hanya kode terbaru yang berlaku.`,
          ],
        },
        {
          id: 'new-phone-number',
          question: 'Nomor ponsel saya sudah ganti',
          answer: [
            'Ubah nomor di profil Anda dan konfirmasikan dengan kode yang dikirim ke nomor baru. Setelah itu Anda keluar dari akun, dan selanjutnya masuk dengan nomor baru.',
            `Nomor lama sudah tidak aktif? Hubungi layanan pelanggan di ${phone} atau ${email}.`,
          ],
        },
      ],
    },
    {
      id: 'claims',
      title: 'Klaim',
      items: [
        {
          id: 'how-to-claim',
          question: 'Bagaimana cara mengajukan klaim?',
          answer: [
            'Masuk dengan kode yang dikirim ke ponsel Anda, lalu buka polisnya. Pilih manfaat yang diklaim, isi formulir, dan unggah dokumen yang diminta.',
            `Kami memverifikasi klaim paling lama ${FACTS.verificationDays} hari kerja setelah dokumen lengkap. Klaim yang disetujui dibayarkan dalam 1x${FACTS.payoutHours} jam.`,
          ],
        },
        {
          id: 'claim-status',
          question: 'Di mana saya melihat perkembangan klaim?',
          answer: [
            'Di Klaim Saya, tab Semua, Diajukan, Dalam proses, dan Selesai mengelompokkan klaim Anda. Buka klaim untuk melihat statusnya, dokumen yang sudah diterima, dan pesan dengan layanan pelanggan.',
          ],
        },
        {
          id: 'document-deadline',
          question: 'Apakah ada batas waktu pengiriman dokumen?',
          answer: [
            'Ya. Klaim yang masih memerlukan dokumen menampilkan tanggal terakhir pengirimannya. Kirim semua sebelum tanggal itu: klaim yang dokumennya belum lengkap setelah tanggal tersebut dapat ditutup.',
          ],
        },
        {
          id: 'claim-rejected',
          question: 'Mengapa klaim saya ditolak?',
          answer: [
            'Alasan yang paling umum: kejadiannya tidak ditanggung polis, dokumen tidak lengkap atau tidak sesuai dengan polis, atau klaim diajukan setelah polis berakhir. Alasannya tertera di klaim; tanyakan ke layanan pelanggan lewat chat di klaim tersebut bila ada yang kurang jelas.',
          ],
        },
      ],
    },
    {
      id: 'documents',
      title: 'Dokumen dan foto',
      items: [
        {
          id: 'which-documents',
          question: 'Dokumen apa saja yang saya perlukan?',
          answer: [
            'Tergantung manfaatnya: formulir klaim mencantumkan setiap dokumen beserta panduan fotonya. Biasanya berupa KTP, bukti pembelian, foto kerusakan, dan laporan polisi untuk kasus pencurian.',
          ],
        },
        {
          id: 'file-formats',
          question: 'File apa saja yang bisa saya unggah?',
          answer: [
            `File berformat ${FACTS.uploadFormats}, masing-masing paling besar ${FACTS.maxUploadMb} MB. Ambil foto di tempat yang terang, dengan seluruh dokumen terlihat dan tanpa pantulan cahaya.`,
          ],
        },
        {
          id: 're-upload',
          question: 'Dokumen saya berstatus “Unggah ulang”. Apa yang harus saya lakukan?',
          answer: [
            'Layanan pelanggan tidak dapat memakai file tersebut, misalnya karena buram atau terpotong. Buka klaimnya, ganti file dengan yang lebih jelas, lalu kirim kembali.',
          ],
        },
      ],
    },
    {
      id: 'payout',
      title: 'Pembayaran klaim',
      items: [
        {
          id: 'when-paid',
          question: 'Kapan saya menerima uangnya?',
          answer: [
            `Dalam 1x${FACTS.payoutHours} jam setelah klaim disetujui, ke rekening bank pilihan Anda. Transfer pada akhir pekan atau hari libur nasional dapat baru terlihat di mutasi rekening pada hari kerja berikutnya, tergantung bank Anda.`,
          ],
        },
        {
          id: 'bank-account',
          question: 'Bisakah saya memakai rekening lain?',
          answer: [
            'Bisa. Pilih rekening lain yang tersimpan, atau tambahkan yang baru, sebelum Anda mengirim klaim. Nama pemilik rekening, nomor rekening, dan bank wajib diisi, dan nama pemilik harus sesuai dengan nama di polis.',
          ],
        },
      ],
    },
    {
      id: 'help',
      title: 'Bantuan dan bahasa',
      items: [
        {
          id: 'languages',
          question: 'Bahasa apa saja yang tersedia?',
          answer: [
            'Indonesia, Inggris, Thai, dan Vietnam. Pilih bahasa Anda dengan tombol bahasa di bagian atas halaman; portal akan mengingatnya.',
          ],
        },
        {
          id: 'contact',
          question: 'Bagaimana cara menghubungi layanan pelanggan?',
          answer: [
            `Untuk klaim, tulis di chat pada klaim tersebut. Untuk hal lain, telepon ${phone} atau kirim email ke ${email}. Kontak setiap negara ada di bagian bawah setiap halaman, dan kantor kami ada di peta kantor.`,
          ],
        },
      ],
    },
  ],
});

export default faq;
