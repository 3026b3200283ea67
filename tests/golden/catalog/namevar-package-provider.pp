package { 'vim-apt': name => 'vim', provider => apt }
package { 'vim-gem': name => 'vim', provider => gem }
